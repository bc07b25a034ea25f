import { requirePermission, type ServerAddon } from "@quorum/server";
import { list__Pascal__Items } from "./list__Pascal__Items";

/**
 * The add-on's API. Paths are relative to `/api/v2/` and answer 404 while the add-on is disabled.
 * Every route checks a permission: `__key__.view` is declared in index.ts and held by everyone by default.
 */
export const __camel__Routes: NonNullable<ServerAddon["routes"]> = (app, ctx) => {
  app.get("/__key__/items", (request) => {
    requirePermission(request, "__key__.view");
    return list__Pascal__Items(ctx.db, 50);
  });
};
