import type { LayoutLookup } from "@quorum/api";
import type { LayoutRouteDescriptor } from "../addons/defineAddon";

/**
 * Turns a page address into the layout lookup of docs/page-flow.md §1, or null when no layout
 * route matches (an add-on page or the not-found page). The site's home page is the framework's;
 * every other address comes from the enabled add-ons' `layoutRoutes` (the forum's among them),
 * tried in add-on order. Shared by the server render and the client.
 */
export function matchLayoutRoute(pathname: string, search: string, routes: readonly LayoutRouteDescriptor[]): LayoutLookup | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const query = new URLSearchParams(search);
  if (path === "/" || path === "") return { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} };
  for (const route of routes) {
    if ("match" in route) {
      const found = route.match(path, query);
      if (found) return found;
    } else if (route.path === path) {
      return { layoutViewType: route.layout, recordType: "siteSection", recordID: 0, params: Object.fromEntries(query) };
    }
  }
  return null;
}
