import type { ServerAddon } from "@quorum/server";
import { badgeAwardNotifications } from "../notifications/badgeAwardNotifications";
import { awardRoutes } from "./awardRoutes";
import { badgeRoutes } from "./badgeRoutes";
import { requestRoutes } from "./requestRoutes";

/** Every route of the add-on, under `/api/v2`; 404 while the add-on is disabled. */
export const badgesRoutes: NonNullable<ServerAddon["routes"]> = (app) => {
  app.quorum.notifications.register(badgeAwardNotifications);
  badgeRoutes(app);
  awardRoutes(app);
  requestRoutes(app);
};
