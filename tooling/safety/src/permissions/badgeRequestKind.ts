import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * A member's request for a badge (packages/addon-badges): the admin enables badges and makes a
 * requestable badge, the member asks for it with a reason. Only the member and the moderators
 * (badges.moderate) may read the reason; everyone else must find it nowhere.
 */
export const badgeRequestKind: HiddenKind = {
  name: "badges",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/badges", { enabled: true });
    const badge = await callOk<{ badgeID: number }>(sessions.admin, "POST", "/api/v2/badges", {
      name: `${marker} badge`,
      icon: "star",
      points: 5,
      requestable: true,
    });
    const request = await callOk<{ requestID: number }>(sessions.member, "POST", `/api/v2/badges/${badge.badgeID}/requests`, {
      reason: `${marker} hidden badge reason`,
    });
    return [
      {
        kind: "badge request",
        id: request.requestID,
        visibleTo: new Set(["member", "moderator", "admin"]),
        texts: [`${marker} hidden badge reason`],
        idKeys: ["requestID"],
        idPaths: [],
        probes: [{ hidden: `/api/v2/badges/requests/${request.requestID}`, missing: `/api/v2/badges/requests/${missingID}` }],
      },
    ];
  },
};
