import type { ServerAddon } from "@quorum/server";
import { articleRevisionRoutes } from "./articleRevisionRoutes";
import { articleRoutes } from "./articleRoutes";
import { knowledgeBaseRoutes } from "./knowledgeBaseRoutes";
import { knowledgeCategoryRoutes } from "./knowledgeCategoryRoutes";

/** Every route of the add-on, under `/api/v2`; 404 while the add-on is disabled. */
export const knowledgeRoutes: NonNullable<ServerAddon["routes"]> = (app) => {
  knowledgeBaseRoutes(app);
  knowledgeCategoryRoutes(app);
  articleRoutes(app);
  articleRevisionRoutes(app);
};
