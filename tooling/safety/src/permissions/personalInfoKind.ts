import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/**
 * People's email addresses (spec §6 personalInfo.view): each persona's is theirs and the
 * administrator's to see, and the demo's private ("pat") and banned ("bea") members' are the
 * administrator's alone — on their cards, profiles and every list that names them. The users
 * themselves stay visible (their ids and profile addresses are no secret): only the address is.
 */
export const personalInfoKind: HiddenKind = {
  name: "personal info",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const records: HiddenRecord[] = [];
    for (const persona of ["member", "member2", "moderator"] as const) {
      const me = await callOk<{ userID: number; email?: string }>(ctx.sessions[persona], "GET", "/api/v2/users/me");
      if (!me.email) throw new Error(`set-up: /users/me of ${persona} has no email`);
      records.push(emailRecord(`email of ${persona}`, me.userID, me.email, new Set<PersonaName>([persona, "admin"])));
    }
    for (const name of ["pat", "bea"]) {
      const users = await callOk<Array<{ userID: number; name: string }>>(ctx.sessions.admin, "GET", `/api/v2/users/by-names?name=${name}`);
      const user = users.find((u) => u.name === name);
      if (!user) throw new Error(`set-up: the demo member ${name} is missing`);
      const full = await callOk<{ email?: string }>(ctx.sessions.admin, "GET", `/api/v2/users/${user.userID}`);
      if (!full.email) throw new Error(`set-up: the administrator does not see ${name}'s email`);
      records.push(emailRecord(`email of ${name} (${name === "pat" ? "private" : "banned"})`, user.userID, full.email, new Set<PersonaName>(["admin"])));
    }
    return records;
  },
};

function emailRecord(kind: string, id: number, email: string, visibleTo: ReadonlySet<PersonaName>): HiddenRecord {
  return { kind, id, visibleTo, texts: [email], idKeys: [], idPaths: [], probes: [] };
}
