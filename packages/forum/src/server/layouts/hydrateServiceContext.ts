import type { HydrateContext } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import type { ServiceContext } from "../services/ServiceContext";

/** Hydrators call the same services as the routes, as the same viewer. */
export function hydrateServiceContext(ctx: Pick<HydrateContext, "db" | "viewer" | "addons" | "config">): ServiceContext {
  return { db: forumDb(ctx.db), viewer: ctx.viewer, addons: ctx.addons, config: async () => ctx.config };
}
