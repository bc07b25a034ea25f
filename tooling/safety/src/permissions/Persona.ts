import type { ApiSession } from "../ApiSession.ts";

/** The viewers the matrix asks as: a guest, two members, a moderator and an administrator. */
export const PERSONAS = ["guest", "member", "member2", "moderator", "admin"] as const;
export type PersonaName = (typeof PERSONAS)[number];

/** Each persona's session, and the user ids of the signed-in ones. */
export interface Personas {
  sessions: Record<PersonaName, ApiSession>;
  userIDs: Record<Exclude<PersonaName, "guest">, number>;
}
