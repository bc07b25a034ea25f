import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * Private and banned profiles (spec §6): the demo's "pat" (private) and "bea" (banned) show
 * their restricted view to everyone but the administrator (personalInfo.view). Their email
 * addresses must reach no one else — on their cards, profile pages and every list naming them —
 * and what their posts received (`GET /users/{id}/reacted`, their profile's reactions tab)
 * answers as a missing user's. The users themselves stay visible (their ids and profile
 * addresses are no secret).
 */
export const personalInfoKind: HiddenKind = {
  name: "private and banned profiles",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const records: HiddenRecord[] = [];
    for (const [name, why] of [
      ["pat", "private"],
      ["bea", "banned"],
    ] as const) {
      const users = await callOk<Array<{ userID: number; name: string }>>(ctx.sessions.admin, "GET", `/api/v2/users/by-names?name=${name}`);
      const user = users.find((u) => u.name === name);
      if (!user) throw new Error(`set-up: the demo member ${name} is missing`);
      const full = await callOk<{ email?: string }>(ctx.sessions.admin, "GET", `/api/v2/users/${user.userID}`);
      if (!full.email) throw new Error(`set-up: the administrator does not see ${name}'s email`);
      records.push({
        kind: `${why} profile of ${name}`,
        id: user.userID,
        visibleTo: new Set(["admin"]),
        texts: [full.email],
        idKeys: [],
        idPaths: [],
        probes: [
          { hidden: `/api/v2/users/${user.userID}/reacted?reactionUrlcode=like`, missing: `/api/v2/users/${ctx.missingID}/reacted?reactionUrlcode=like` },
        ],
      });
    }
    return records;
  },
};
