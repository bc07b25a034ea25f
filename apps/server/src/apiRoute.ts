import { API_BASE } from "@quorum/api";
import type { RouteOptions } from "fastify";

/** One route of the API as `quorum routes --json` lists it: its method, path and request schemas. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

/**
 * The listing of a registered route, or `undefined` for routes outside the API and for the HEAD
 * twins Fastify adds to every GET. A route of several methods is listed under its first.
 */
export function apiRoute(route: RouteOptions): ApiRoute | undefined {
  const method = [route.method].flat()[0];
  if (!method || method === "HEAD" || !route.url.startsWith(`${API_BASE}/`)) return undefined;
  const { params, querystring, body } = (route.schema ?? {}) as ApiRoute["schema"];
  return { method, url: route.url, schema: { params, querystring, body } };
}
