import type { FastifyInstance } from "fastify";
import { ideaStatusNotifications } from "../notifications/ideaStatusNotifications";
import { categorySettingsRoutes } from "./categorySettingsRoutes";
import { ideaStatusRoutes } from "./ideaStatusRoutes";
import { statusRoutes } from "./statusRoutes";
import { voteRoutes } from "./voteRoutes";

/** Every route of the add-on (the framework answers them 404 while it is disabled). */
export function ideationRoutes(app: FastifyInstance): void {
  // Registered here too, so a restarted process works the events left waiting.
  app.quorum.notifications.register(ideaStatusNotifications);
  statusRoutes(app);
  categorySettingsRoutes(app);
  voteRoutes(app);
  ideaStatusRoutes(app);
}
