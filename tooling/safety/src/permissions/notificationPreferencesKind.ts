import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/**
 * A member's notification preferences are theirs and site managers' (the administrator): each
 * signed-in persona's, changed from the defaults so there is something to leak, hidden from every
 * other persona, whose requests must answer as for a user that does not exist.
 */
export const notificationPreferencesKind: HiddenKind = {
  name: "notification preferences",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const owners: Array<Exclude<PersonaName, "guest" | "admin">> = ["member", "member2", "moderator"];
    const records: HiddenRecord[] = [];
    for (const owner of owners) {
      const userID = ctx.userIDs[owner];
      await callOk(ctx.sessions[owner], "PATCH", `/api/v2/notification-preferences/${userID}`, { Mention: { popup: false }, NotificationLanguage: "fr" });
      records.push({
        kind: `notification preferences of ${owner}`,
        id: userID,
        visibleTo: new Set<PersonaName>([owner, "admin"]),
        texts: [],
        idKeys: [],
        idPaths: [],
        probes: [{ hidden: `/api/v2/notification-preferences/${userID}`, missing: `/api/v2/notification-preferences/${ctx.missingID}` }],
      });
    }
    return records;
  },
};
