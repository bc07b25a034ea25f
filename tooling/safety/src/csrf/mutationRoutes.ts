import { readRouteTable } from "../readRouteTable.ts";

/** A POST/PUT/PATCH/DELETE route of the API, its path in Fastify's form (`/api/v2/discussions/:id`). */
export interface MutationRoute {
  method: string;
  path: string;
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every mutation route of the running site, from its route table (`readRouteTable`). */
export async function mutationRoutes(baseUrl: string): Promise<MutationRoute[]> {
  return (await readRouteTable(baseUrl)).filter((route) => MUTATIONS.has(route.method)).map((route) => ({ method: route.method, path: route.url }));
}
