import type { FastifySchema, RouteOptions } from "fastify";

/** One API route as declared: what the OpenAPI document describes. */
export interface CatalogRoute {
  method: string;
  /** Fastify's path, prefix included (`/api/v2/discussions/:id`). */
  url: string;
  schema: FastifySchema | undefined;
  /** The add-on that declared it, `null` for the framework's own routes. */
  addon: string | null;
}

/**
 * The `/api/v2` routes as they were registered (the `onRoute` hook of the API's scope feeds it),
 * with the add-on each belongs to, so the document lists an add-on's routes only while it is enabled.
 */
export class RouteCatalog {
  private readonly byKey = new Map<string, CatalogRoute>();

  /** Records a route; `addon` set by the add-on's own scope (which sees its routes after the API scope does). */
  add(route: RouteOptions, addon: string | null): void {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      // HEAD routes are Fastify's copies of GET routes.
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      const known = this.byKey.get(key);
      this.byKey.set(key, { method, url: route.url, schema: route.schema, addon: addon ?? known?.addon ?? null });
    }
  }

  /** The routes of the framework and of the add-ons `isEnabled` accepts, in registration order. */
  routes(isEnabled: (addon: string) => boolean): CatalogRoute[] {
    return [...this.byKey.values()].filter((route) => route.addon === null || isEnabled(route.addon));
  }
}
