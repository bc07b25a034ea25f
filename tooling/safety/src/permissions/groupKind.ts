import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * A secret group (packages/addon-groups) is its members' and site moderators' alone: the admin
 * enables the groups add-on, the member creates a secret group (leading it), and every other
 * persona — the second member and guests — must find it in no list, search, count or page, and
 * get its id and everything under it answered as a missing group.
 */
export const groupKind: HiddenKind = {
  name: "groups",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/groups", { enabled: true });
    const group = await callOk<{ groupID: number }>(sessions.member, "POST", "/api/v2/groups", {
      name: `${marker} secret group`,
      description: `${marker} secret group about`,
      privacy: "secret",
    });
    // A listed private group beside it: its name is everyone's, its members are not the matrix's concern here.
    await callOk(sessions.moderator, "POST", "/api/v2/groups", { name: "Listed private group", description: "Ask to join.", privacy: "private" });
    const id = group.groupID;
    const under = ["", "/members", "/requests", "/invitations"];
    return [
      {
        kind: "secret group",
        id,
        visibleTo: new Set(["member", "moderator", "admin"]),
        texts: [`${marker} secret group`],
        idKeys: ["groupID"],
        idPaths: [`/groups/${id}`],
        probes: under.map((path) => ({ hidden: `/api/v2/groups/${id}${path}`, missing: `/api/v2/groups/${missingID}${path}` })),
      },
    ];
  },
};
