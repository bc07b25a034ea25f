import { matchRoutes } from "react-router";
import type { AddonRegistry, RegisteredRoute } from "../addons/AddonRegistry";

interface RouteTable {
  routes: Array<{ path: string; route: RegisteredRoute }>;
  matches: Map<string, RegisteredRoute | null>;
}

const tables = new WeakMap<AddonRegistry, RouteTable>();
/** Distinct paths remembered per registry; beyond it the memo starts over (unbounded paths exist). */
const MEMO_LIMIT = 1000;

/**
 * The add-on route serving a path, ranked as `<Routes>` ranks them, if any. Memoised per path:
 * react-router flattens and ranks the whole table on every match, too slow for every page view.
 */
export function findAddonRoute(registry: AddonRegistry, pathname: string): RegisteredRoute | undefined {
  if (!registry.routes.length) return undefined;
  let table = tables.get(registry);
  if (!table) {
    table = { routes: registry.routes.map((route) => ({ path: route.path, route })), matches: new Map() };
    tables.set(registry, table);
  }
  const known = table.matches.get(pathname);
  if (known !== undefined) return known ?? undefined;
  const found = matchRoutes(table.routes, pathname)?.[0]?.route.route ?? null;
  if (table.matches.size >= MEMO_LIMIT) table.matches.clear();
  table.matches.set(pathname, found);
  return found ?? undefined;
}
