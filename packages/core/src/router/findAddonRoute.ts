import type { AddonRegistry, RegisteredRoute } from "../addons/AddonRegistry";
import { compilePath, matchPath } from "./matchPath";
import type { PathPattern } from "./matchPath";

/** An add-on route serving a path, with the path's params. */
export interface AddonRouteMatch {
  route: RegisteredRoute;
  params: Readonly<Record<string, string | undefined>>;
}

interface RouteTable {
  /** Most specific first; ties keep the add-ons' order. */
  routes: Array<{ pattern: PathPattern; route: RegisteredRoute }>;
  matches: Map<string, AddonRouteMatch | null>;
}

const tables = new WeakMap<AddonRegistry, RouteTable>();
/** Distinct paths remembered per registry; beyond it the memo starts over (unbounded paths exist). */
const MEMO_LIMIT = 1000;

/** The add-on route serving a path, the most specific of those matching, if any. Memoised per path. */
export function findAddonRoute(registry: AddonRegistry, pathname: string): AddonRouteMatch | undefined {
  if (!registry.routes.length) return undefined;
  let table = tables.get(registry);
  if (!table) {
    const routes = registry.routes.map((route) => ({ pattern: compilePath(route.path), route }));
    table = { routes: routes.sort((a, b) => b.pattern.score - a.pattern.score), matches: new Map() };
    tables.set(registry, table);
  }
  const known = table.matches.get(pathname);
  if (known !== undefined) return known ?? undefined;
  let found: AddonRouteMatch | null = null;
  for (const { pattern, route } of table.routes) {
    const params = matchPath(pattern, pathname);
    if (params) {
      found = { route, params };
      break;
    }
  }
  if (table.matches.size >= MEMO_LIMIT) table.matches.clear();
  table.matches.set(pathname, found);
  return found ?? undefined;
}
