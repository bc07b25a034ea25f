import { guestSession, signIn } from "../ApiSession.ts";
import type { FreshSite } from "../freshSite.ts";
import { callOk } from "./callOk.ts";
import type { Personas } from "./Persona.ts";

/** Signs the demo accounts in and registers the second member (as anyone registers, through the API). */
export async function setUpPersonas(site: FreshSite, marker: string): Promise<Personas> {
  const guest = guestSession(site.baseUrl);
  const name = `member2${marker.replace(/[^a-z0-9]/gi, "").slice(-8)}`;
  const password = `${marker}-password`;
  await callOk(guest, "POST", "/api/v2/users/register", { name, email: `${name}@example.com`, password });
  const sessions = {
    guest,
    member: await signIn(site.baseUrl, "member", site.password),
    member2: await signIn(site.baseUrl, name, password),
    moderator: await signIn(site.baseUrl, "moderator", site.password),
    admin: await signIn(site.baseUrl, "admin", site.password),
  };
  const idOf = async (persona: keyof typeof sessions) => (await callOk<{ userID: number }>(sessions[persona], "GET", "/api/v2/users/me")).userID;
  return {
    sessions,
    userIDs: { member: await idOf("member"), member2: await idOf("member2"), moderator: await idOf("moderator"), admin: await idOf("admin") },
  };
}
