import type { ServerAddon } from "@quorum/server";
import { groupInvitationNotifications } from "../notifications/groupInvitationNotifications";
import { groupRoutes } from "./groupRoutes";
import { invitationRoutes } from "./invitationRoutes";
import { memberRoutes } from "./memberRoutes";

/** Every route of the add-on, under `/api/v2`; 404 while the add-on is disabled. */
export const groupsRoutes: NonNullable<ServerAddon["routes"]> = (app) => {
  app.quorum.notifications.register(groupInvitationNotifications);
  groupRoutes(app);
  memberRoutes(app);
  invitationRoutes(app);
};
