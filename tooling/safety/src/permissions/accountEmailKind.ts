import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * An account's email address is its owner's and personalInfo.view's (the administrator here): the
 * second member's, which holds the run's marker, must appear in no answer or page to anyone else
 * (the users list and the edit fields of `GET /users`, `GET /users/{id}/edit` included), and their
 * edit fields must answer as a missing user's.
 */
export const accountEmailKind: HiddenKind = {
  name: "account emails",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { userIDs, missingID } = ctx;
    const { email } = await callOk<{ email: string }>(ctx.sessions.admin, "GET", `/api/v2/users/${userIDs.member2}/edit`);
    return [
      {
        kind: "email of member2",
        id: userIDs.member2,
        visibleTo: new Set(["member2", "admin"]),
        texts: [email],
        idKeys: [],
        idPaths: [],
        probes: [{ hidden: `/api/v2/users/${userIDs.member2}/edit`, missing: `/api/v2/users/${missingID}/edit` }],
      },
    ];
  },
};
