import type { ServerAddon } from "@quorum/server";
import { list__Pascal__Items } from "./list__Pascal__Items";

/**
 * The add-on's API. Paths are relative to `/api/v2/` and answer 404 while the add-on is disabled;
 * add `requirePermission(request, "...")` (from @quorum/server) to a route that is not for everyone.
 */
export const __camel__Routes: NonNullable<ServerAddon["routes"]> = (app, ctx) => {
  app.get("/__key__/items", () => list__Pascal__Items(ctx.db, 50));
};
