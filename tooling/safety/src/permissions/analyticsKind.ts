import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * The most viewed discussion (packages/addon-analytics): the admin enables analytics, the
 * moderator posts in the demo's Staff Lounge and views it several times (`POST /tick`), so it tops
 * the summary's lists. Guests and members may not see the lounge: neither the summary (site
 * managers only) nor any list may name it to them.
 */
export const analyticsKind: HiddenKind = {
  name: "analytics",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/analytics", { enabled: true });
    const lounge = await callOk<{ categoryID: number }>(sessions.admin, "GET", "/api/v2/categories/staff-lounge");
    const { discussionID } = await callOk<{ discussionID: number }>(sessions.moderator, "POST", "/api/v2/discussions", {
      name: `${marker} most viewed hidden discussion`,
      body: `${marker} most viewed hidden body`,
      format: "markdown",
      categoryID: lounge.categoryID,
    });
    for (let i = 0; i < 5; i++) await callOk(sessions.moderator, "POST", "/api/v2/tick", { type: "page_view", url: `/discussion/${discussionID}` });
    return [
      {
        kind: "most viewed discussion",
        id: discussionID,
        visibleTo: new Set(["moderator", "admin"]),
        texts: [`${marker} most viewed hidden discussion`],
        idKeys: ["discussionID"],
        idPaths: [`/discussion/${discussionID}`],
        probes: [{ hidden: `/api/v2/discussions/${discussionID}`, missing: `/api/v2/discussions/${missingID}` }],
      },
    ];
  },
};
