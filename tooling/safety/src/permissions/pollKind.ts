import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * A poll in the demo's Staff Lounge (packages/addon-polls): the admin enables polls, the moderator
 * posts a poll discussion there with its public poll (one request), the admin votes. Guests and members may
 * not see the lounge, so the poll, its results and its voters must answer as a missing poll.
 */
export const pollKind: HiddenKind = {
  name: "polls",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/polls", { enabled: true });
    const lounge = await callOk<{ categoryID: number }>(sessions.admin, "GET", "/api/v2/categories/staff-lounge");
    const poll = await callOk<{ pollID: number; discussionID: number; options: Array<{ pollOptionID: number }> }>(sessions.moderator, "POST", "/api/v2/polls", {
      discussion: {
        name: `${marker} hidden poll discussion`,
        body: `${marker} hidden poll body`,
        format: "markdown",
        categoryID: lounge.categoryID,
      },
      name: `${marker} hidden poll question`,
      options: [`${marker} hidden option one`, `${marker} hidden option two`],
      isPublic: true,
    });
    await callOk(sessions.admin, "PUT", `/api/v2/polls/${poll.pollID}/votes`, { optionIDs: [poll.options[0]?.pollOptionID] });
    const id = poll.pollID;
    return [
      {
        kind: "poll",
        id,
        visibleTo: new Set(["moderator", "admin"]),
        texts: [`${marker} hidden poll question`, `${marker} hidden option one`],
        idKeys: ["pollID"],
        idPaths: [`/discussion/${poll.discussionID}`],
        probes: ["", "/votes"].map((path) => ({ hidden: `/api/v2/polls/${id}${path}`, missing: `/api/v2/polls/${missingID}${path}` })),
      },
    ];
  },
};
