import { readRouteTable } from "../readRouteTable.ts";
import { API_GET_ENDPOINTS } from "./API_GET_ENDPOINTS.ts";

/**
 * The GET routes of the running site (its route table, every enabled add-on's included) that the
 * matrix does not ask: its endpoint list must grow with the API. Answers the routes the site
 * serves and those missing from the list.
 */
export async function routeCoverage(baseUrl: string): Promise<{ declared: string[]; missing: string[] }> {
  const declared = new Set<string>();
  for (const route of await readRouteTable(baseUrl)) if (route.method === "GET") declared.add(route.url.replace(/^\/api\/v2/, ""));
  const listed = new Set(API_GET_ENDPOINTS.map((endpoint) => endpoint.route.replace(/\/$/, "")));
  const missing = [...declared].filter((route) => !listed.has(route.replace(/\/$/, "")));
  return { declared: [...declared].sort(), missing };
}
