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
  /**
   * The address was under a site section's folder and `pathname` is the rest of it (`matchPage`,
   * which names the section in the lookup): the paths that start with a param (a section's own
   * pages) are not tried.
   */
  inSection?: boolean,
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
    } else if (route.path.includes("/:") && !route.path.startsWith("/:")) {
      const found = paramLookup(route, path, query);
      if (found) return found;
    }
  }
  return matchProfileRoute(path, query, isAddonPage) ?? (inSection ? null : matchCatchAllRoute(path, query, routes, isAddonPage));
}

/**
 * A path that starts with a param (`{ path: "/:folder", layout: "subcommunityHome" }`, a section's
 * home) is tried last, and never for an add-on page's address: it claims every address of its
 * shape, so it takes only what nothing else serves. One with a fixed first segment
 * (`/groups/:groupID`) is tried in add-on order like any other path.
 */
export function matchCatchAllRoute(
  path: string,
  query: URLSearchParams,
  routes: readonly LayoutRouteDescriptor[],
  isAddonPage?: (path: string) => boolean,
): LayoutLookup | null {
  if (isAddonPage?.(path)) return null;
  for (const route of routes) {
    if (!("path" in route) || !route.path.startsWith("/:")) continue;
    const found = paramLookup(route, path, query);
    if (found) return found;
  }
  return null;
}

/**
 * The lookup of a fixed path with `:name` segments, or null when `path` does not have its shape.
 * When the route names a `recordType`, its record is the last param's value (the group of
 * `/groups/:groupID`, the site section of `/:folder`); otherwise the site's own section. The params
 * are the query's and the path's.
 */
function paramLookup(route: { path: string; layout: string; recordType?: string }, path: string, query: URLSearchParams): LayoutLookup | null {
  const pattern = patternOf(route.path);
  const params = matchPath(pattern, path);
  if (!params) return null;
  const last = pattern.names.at(-1);
  const recordID = route.recordType && last ? params[last] : 0;
  if (recordID === undefined) return null;
  const own = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { layoutViewType: route.layout, recordType: route.recordType ?? "siteSection", recordID, params: { ...Object.fromEntries(query), ...own } };
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
