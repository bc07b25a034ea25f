import type { ComponentType } from "react";
import type { SlotItem } from "./defineSlot";
import type { Contribution } from "./defineExtensionPoint";
import type { ClientWidget, LayoutLookup, StaticForGuests } from "@quorum/api";

/**
 * A lazily loaded component module. Heavy code stays behind `load` so a descriptor costs bytes only.
 * Props are `never` so a component with any props type fits: the server, not the type system,
 * decides which props a widget receives (`$reactProps`).
 */
export type LazyComponent = () => PromiseLike<{ default: ComponentType<never> }>;

/** A navigation entry of the title bar (spec §3 "Navigation item"). */
export interface NavItemDescriptor {
  id: string;
  /** English text; translated with `t()` when shown. */
  name: string;
  url: string;
  /** Shown only to users holding this permission (checked with the shared engine). */
  permission?: string;
  /** Shown only to users holding one of these roles (spec §5). */
  roleIDs?: readonly number[];
  isHidden?: boolean;
  /** Lower comes first. */
  order: number;
}

/** A non-layout page an add-on serves, such as /entry/signin. */
export interface RouteDescriptor {
  /** A path pattern: static segments, `:name` params (`:name?` optional), a trailing `*` (docs/page-flow.md §1). */
  path: string;
  load: LazyComponent;
  /**
   * Only users holding this permission see the page; others get the permission error page (and
   * a 403 status from the server render). The server's API checks the permission again.
   */
  permission?: string;
  /**
   * The API record the page shows, with the route's `:params` (`/conversations/:id`). The server
   * render asks for it and answers the page with its refusal (404 for a record the viewer may not
   * know of, 403), so a missing record is a 404 page, as a layout route's missing record is.
   */
  record?: string;
}

/**
 * A page address rendered from a server layout (docs/page-flow.md §1): either one fixed `path`
 * whose query string becomes the lookup's params (`{ path: "/kb", layout: "kbHome" }`), or a
 * `match` that turns an address into a lookup (the forum's `/discussion/{id}/{slug}/p{n}`), or
 * null when it is not one of its addresses. A fixed `path` may hold `:name` segments
 * (`/groups/:groupID`), whose values join the params; with `recordType` the lookup names that
 * record, its id the last segment's value (a missing one is then '{Type} Not Found'). A path
 * that starts with a param (`{ path: "/:folder", layout: "subcommunityHome", recordType:
 * "siteSection" }`) claims every address of its shape: it is tried after every other address and
 * never for an add-on page's. Unlike a `match`, a fixed path lets the add-on's descriptor stay
 * unloaded on pages that do not use it.
 */
export type LayoutRouteDescriptor =
  { path: string; layout: string; recordType?: string } | { match(path: string, query: URLSearchParams): LayoutLookup | null };

/** A widget a layout can name by its `$reactComponent`. */
export interface WidgetDescriptor {
  load: LazyComponent;
  /** A guest's view is static HTML: a guest's page hydrates it on the first interaction (see `StaticForGuests`). */
  staticForGuests?: StaticForGuests;
}

/**
 * A page the visitor opened: its address and the one they came from (absolute URLs; for the first
 * page, `document.referrer`, empty when the browser gives none).
 */
export interface Navigation {
  url: string;
  referrer: string;
}

/** Everything an add-on's client half adds to the site. Features (forum) use the same shape. */
export interface AddonDescriptor {
  key: string;
  /**
   * Widgets and post assets by the `$reactComponent` name the server hydrates layouts with
   * (an asset is a widget that only makes sense on a post page, such as the answer thread).
   */
  /**
   * Or, for widgets defined once for both halves (`defineWidget` of `@quorum/api`), their
   * registrations: `[questionsWidget.client(() => import("./widgets/Questions"))]`.
   */
  widgets?: readonly ClientWidget<never>[] | Readonly<Record<string, WidgetDescriptor>>;
  routes?: readonly RouteDescriptor[];
  /** Addresses rendered from server layouts; tried in add-on order, the first match wins. */
  layoutRoutes?: readonly LayoutRouteDescriptor[];
  navItems?: readonly NavItemDescriptor[];
  /** Components put into other packages' slots (`slotItem(forumSlots.discussionLabels, {...})`). */
  slots?: readonly SlotItem[];
  /** Contributions to other packages' extension points (`forumPostTypes.with({...})`). */
  extend?: readonly Contribution<unknown>[];
  /**
   * Told of each page the visitor opens (a page counter): the first one once it has hydrated, then
   * each in-app navigation. Loaded, with the descriptor, after the first page's hydration, so it
   * never delays a page's first paint; keep it small, as every first load downloads it.
   */
  onNavigate?: () => PromiseLike<{ default: (navigation: Navigation) => void }>;
  /** The add-on's strings for a locale (English strings are the keys); loaded with the locale. */
  translations?: (locale: string) => PromiseLike<Readonly<Record<string, string>>>;
}

/** Declares an add-on's client half. Identity at runtime; the type is the contract. */
export function defineAddon(addon: AddonDescriptor): AddonDescriptor {
  return addon;
}
