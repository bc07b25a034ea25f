import type { FuzzCase, PersonaName } from "./FuzzCase.ts";
import type { Random } from "./random.ts";
import type { RouteEntry } from "../readRouteTable.ts";

// The last is a method no HTTP parser knows: Node refuses it before Fastify routes anything.
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "SEARCH", "PURGE", "LOCK", "FUZZ"];

/**
 * Requests no route answers, which must get a 4xx in the API's error shape: unknown paths, paths
 * a route's prefix almost matches, a known path with a method it lacks, a method nothing serves
 * and one the HTTP parser does not know.
 */
export function notFoundCases(routes: readonly RouteEntry[], personas: readonly PersonaName[], random: Random, firstIndex: number, count: number): FuzzCase[] {
  const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
  const concrete = (url: string) => url.replace(/:(\w+)/g, "1");
  const fixed = [
    "/api/v2",
    "/api/v2/",
    "/api/v2x",
    "/api/v2users/me",
    "/api/v2/nope",
    "/api/v2//discussions",
    "/api/v2/%00",
    "/api/v2/discussions/1/nope",
    "/api/v22/config",
  ];
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const route = random.pick(routes);
    let method = random.pick(METHODS);
    let path: string;
    switch (random.int(5)) {
      case 0:
        path = random.pick(fixed);
        break;
      case 1:
        path = `${concrete(route.url)}/fuzz`;
        break;
      case 2:
        path = `${concrete(route.url)}x`;
        break;
      case 3:
        path = concrete(route.url).replace("/api/v2/", "/api/v2/x");
        break;
      default:
        // The route's own path with a method it is not registered for.
        path = concrete(route.url);
        method = METHODS.find((m) => !known.has(`${m} ${route.url}`) && m !== "GET") ?? "PUT";
    }
    cases.push({
      index: firstIndex + i,
      persona: random.pick(personas),
      route: "(no route)",
      method,
      path,
      headers: method === "GET" || method === "OPTIONS" ? {} : { "content-type": "application/json" },
      ...(method === "GET" || method === "OPTIONS" ? {} : { body: "{}" }),
      mutation: "a request no route serves",
      refused: false,
    });
  }
  return cases;
}
