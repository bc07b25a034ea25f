import type { LayoutLookup } from "@quorum/api";
import type { LayoutRouteDescriptor } from "../addons/defineAddon";
import { compilePath, matchPath, type PathPattern } from "./matchPath";

/**
 * Turns a page address into the layout lookup of docs/page-flow.md §1, or null when no layout
 * route matches (an add-on page or the not-found page). The site's home page is the framework's;
 * every other address comes from the enabled add-ons' `layoutRoutes` (the forum's among them),
 * tried in add-on order. Shared by the server render and the client.
 */
export function matchLayoutRoute(
  pathname: string,
  search: string,
  routes: readonly LayoutRouteDescriptor[],
  /** Whether an add-on page serves the path: it wins over the framework's profile addresses. */
  isAddonPage?: (path: string) => boolean,
): LayoutLookup | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const query = new URLSearchParams(search);
  if (path === "/" || path === "") return { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} };
  for (const route of routes) {
    if ("match" in route) {
      const found = route.match(path, query);
      if (found) return found;
    } else if (route.path === path) {
      return { layoutViewType: route.layout, recordType: route.recordType ?? "siteSection", recordID: 0, params: Object.fromEntries(query) };
    } else if (route.path.includes("/:")) {
      const found = matchPath(patternOf(route.path), path);
      if (!found) continue;
      const values = Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined);
      const params = { ...Object.fromEntries(query), ...Object.fromEntries(values) };
      return { layoutViewType: route.layout, recordType: route.recordType ?? "siteSection", recordID: route.recordType ? (values[0]?.[1] ?? 0) : 0, params };
    }
  }
  return matchProfileRoute(path, query, isAddonPage) ?? matchParamRoute(path, query, routes, isAddonPage);
}

const patterns = new Map<string, PathPattern>();

/**
 * A fixed path with params (`{ path: "/:folder", layout: "subcommunityHome" }`, a section's home)
 * is tried last, and never for an add-on page's address: such a path claims every address of its
 * shape, so it takes only what nothing else serves. Its record is the site section named by its
 * last param; the params are the query's and the path's.
 */
function matchParamRoute(
  path: string,
  query: URLSearchParams,
  routes: readonly LayoutRouteDescriptor[],
  isAddonPage?: (path: string) => boolean,
): LayoutLookup | null {
  for (const route of routes) {
    if (!("path" in route) || !route.path.includes("/:")) continue;
    let pattern = patterns.get(route.path);
    if (!pattern) patterns.set(route.path, (pattern = compilePath(route.path)));
    const params = matchPath(pattern, path);
    const last = params && pattern.names.at(-1);
    const recordID = last ? params[last] : undefined;
    if (!params || recordID === undefined || isAddonPage?.(path)) continue;
    const own = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { layoutViewType: route.layout, recordType: "siteSection", recordID, params: { ...Object.fromEntries(query), ...own } };
  }
  return null;
}

/**
 * The framework's profile page (people are the framework's, docs/architecture.md §1):
 * `/profile/{userName}` (the default tab) and `/profile/{tab}/{userName}` (a feature's tab; the
 * server answers 404 for a tab no enabled feature offers). An add-on page under `/profile/`
 * (`/profile/followed-content`, `/profile/edit`) is that add-on's, not a user's.
 */
function matchProfileRoute(path: string, query: URLSearchParams, isAddonPage?: (path: string) => boolean): LayoutLookup | null {
  const found = /^\/profile\/(?:([^/]+)\/)?([^/]+)$/.exec(path);
  if (!found?.[2] || isAddonPage?.(path)) return null;
  const tab = found[1] ? decode(found[1]) : "";
  const userName = decode(found[2]);
  if (tab === null || userName === null) return null;
  return { layoutViewType: "profile", recordType: "user", recordID: userName, params: { ...Object.fromEntries(query), userName, tab } };
}

// A fixed path with `:name` segments, compiled once.
const patterns = new Map<string, PathPattern>();
function patternOf(path: string): PathPattern {
  let pattern = patterns.get(path);
  if (!pattern) patterns.set(path, (pattern = compilePath(path)));
  return pattern;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
