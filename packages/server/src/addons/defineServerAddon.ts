import type { TSchema } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { HydratedWidget, LayoutLookup, LayoutViewType, SiteNavGroup, SiteSectionRef, WidgetNode } from "@quorum/api";
import type { CoreTables } from "../db/CoreTables";
import type { LayoutPointNode } from "../layouts/defineLayout";
import type { Placement } from "../layouts/Placement";
import type { PermissionDefinition } from "../permissions/definePermission";
import type { Viewer } from "../Viewer";

export type { Viewer };
import type { HookEntry, HookRef } from "./defineHook";

/** One forward-only schema change of a package. Names are unique within the add-on ("0001_forum"). */
export interface AddonMigration {
  name: string;
  up(db: Kysely<CoreTables>): Promise<void>;
}

/** The enabled add-ons' contributions other packages consult (a view of the AddonRegistry). */
export interface AddonContributions {
  /**
   * What the enabled add-ons contribute to one extension point (`defineHook`), each add-on after
   * the features it requires, then in installation order.
   */
  hooks<T>(hook: HookRef<T>): readonly T[];
}

/** What a widget hydrator sees while the server hydrates a layout. */
export interface HydrateContext {
  db: Kysely<CoreTables>;
  viewer: Viewer;
  addons: AddonContributions;
  lookup: LayoutLookup;
  /** The record the view resolved (the discussion of a post page, the category of a category page). */
  record: Record<string, unknown> | null;
  /** Site configuration (public and private keys). */
  config: Record<string, unknown>;
  /**
   * The site section the page is in (an address under its folder, or a section's own page), absent
   * outside every section: lists scope themselves to its category tree.
   */
  siteSection?: SiteSection;
  /**
   * Hydrates another catalog entry as a child of this widget, so an add-on composes what other
   * packages offer by catalog id (Q&A's questions widget is the forum's discussion list, filtered)
   * instead of importing them. Null when no enabled add-on provides the id.
   */
  hydrate(node: LayoutSpecNode): Promise<WidgetNode | null>;
}

/**
 * A layout catalog entry: the React component a `$hydrate` id renders as, and how the server
 * fills its props with data so the page needs no further request.
 */
export interface WidgetHydrator {
  component: string;
  /** Props whose values are arrays of child nodes (section columns): hydrated recursively first. */
  childProps?: readonly string[];
  hydrate?(props: Record<string, unknown>, ctx: HydrateContext): Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** Result of resolving a layout view's record before hydration. */
export interface ResolvedView {
  /** The view type whose layout applies (a post resolves to "discussion" or an add-on's type). */
  layoutViewType: LayoutViewType | string;
  /** The view type whose layout applies when `layoutViewType` has none (a post type without a layout of its own). */
  fallbackLayoutViewType?: LayoutViewType | string;
  record: Record<string, unknown> | null;
  seo: { title: string; description?: string; url?: string };
  /** Site-relative path to send the browser to instead (a redirect discussion, a moved record). */
  redirectTo?: string;
  /** Params the resolver worked out (the page a permalinked comment sits on), merged over the lookup's. */
  params?: Record<string, string | number>;
  /** The site section the page is (a section's own page): its id and locale become the layout's params. */
  siteSection?: SiteSection;
}

/**
 * A site section as the server knows it (`ServerAddon.siteSections`): the client's `SiteSectionRef`
 * plus its root category, whose tree the section's lists show.
 */
export interface SiteSection extends SiteSectionRef {
  categoryID: number;
}

/** Resolves the record of a layout lookup; throws an HttpError (404/403) when it cannot be shown. */
export type ViewResolver = (lookup: LayoutLookup, ctx: Omit<HydrateContext, "record" | "lookup" | "hydrate">) => Promise<ResolvedView>;

/** An unhydrated layout node: `$hydrate` names a catalog entry, the other keys are its props. */
export interface LayoutSpecNode {
  $hydrate: string;
  $middleware?: { visibility?: { device?: "mobile" | "desktop" | "all" } };
  [prop: string]: unknown;
}

/** A node of a layout tree: a catalog entry, or an insertion point for placements. */
export type LayoutNode = LayoutSpecNode | LayoutPointNode;

/** What a hook sees: the database (the caller's transaction, for write hooks) and who asks. Owners may pass more. */
export interface HookContext {
  db: Kysely<CoreTables>;
  viewer: Viewer;
  /** The site's enabled add-ons' contributions: a hook may consult other extension points (ranks sums `pointsHooks`). */
  addons: AddonContributions;
}

/** Everything an add-on's server half adds to a site. Features (forum) use the same shape. */
export interface ServerAddon {
  key: string;
  name: string;
  description: string;
  version: string;
  /**
   * Semver range of @quorum/server this add-on supports. An add-on whose range the site's core
   * does not satisfy is refused: never enabled, no migrations, no routes, a message in the dashboard.
   */
  coreVersion?: string;
  /** Always enabled (the forum itself); cannot be turned off by site managers. */
  alwaysOn?: boolean;
  /** Enabled when a site first sees it (first-party add-ons); third-party add-ons start disabled. */
  enabledByDefault?: boolean;
  /**
   * The features (add-on keys) this add-on builds on, each with a semver range of its version, e.g.
   * `{ forum: "^0.1" }`. It is refused (never enabled, a message in the dashboard) while one is
   * missing, out of range or disabled; its migrations and hooks come after theirs.
   */
  requires?: Readonly<Record<string, string>>;
  /**
   * Contributions to other packages' extension points, from the values they publish:
   * `[forumHooks.commentSerialize.with(addFields)]`.
   */
  extend?: readonly HookEntry<unknown>[];
  migrations?: readonly AddonMigration[];
  /** Permissions this add-on introduces (`definePermission`): granted to their default roles when first enabled, listed to site managers. */
  permissions?: readonly PermissionDefinition[];
  /**
   * Registers API routes under `/api/v2/` (the prefix is applied by the framework: register
   * `/discussions`, not `/api/v2/discussions`). `app` is an encapsulated instance whose routes
   * answer 404 while the add-on is disabled; `ctx` (also `app.quorum`) gives the database,
   * config and caches. Call `app.withTypeProvider<TypeBoxTypeProvider>()` for typed schemas.
   */
  // The context by the app's own declaration of it (QuorumContext.ts): naming the type here would
  // tie this file and QuorumContext.ts into an import cycle through the registry.
  routes?(app: FastifyInstance, ctx: FastifyInstance["quorum"]): void | Promise<void>;
  /**
   * Per resource type, resource ids mapped to the id whose permissions they use (every category
   * to its permission category). Identity entries are dropped by the framework. Called again
   * when permissions are invalidated (`ctx.permissions.invalidate()`).
   */
  resourceAliases?(db: Kysely<CoreTables>): Promise<Record<string, Record<string, number>>>;
  /** Settings this add-on reads from the config store, with defaults and validation. */
  settings?: Readonly<Record<string, ConfigSetting>>;
  /**
   * Layout catalog: the `widget.hydrate(fn)` values of shared widget definitions (`defineWidget`
   * of `@quorum/api`), or a record of `$hydrate` id -> hydrator (sections and other server-only
   * entries).
   */
  widgets?: readonly HydratedWidget<object, HydrateContext>[] | Readonly<Record<string, WidgetHydrator>>;
  /** Record resolvers per looked-up view type. */
  views?: Readonly<Record<string, ViewResolver>>;
  /** Default layouts per (resolved) view type; `layoutPoint` nodes mark where placements go. */
  layouts?: Readonly<Record<string, readonly LayoutNode[]>>;
  /**
   * Widgets put at named insertion points of layouts (the owner's own entries included), keyed so
   * others can order themselves before or after them; shown while this add-on is enabled.
   */
  placements?: readonly Placement[];
  /**
   * A group of links the title bar shows this viewer on every page (a site's sections), made with
   * the page's bootstrap (`SiteBootstrap.navGroups`): data, so no page loads the add-on's code for
   * it. Null when there is nothing to show.
   */
  navGroup?(ctx: HookContext): Promise<SiteNavGroup | null>;
  /**
   * The site sections this viewer may see (spec §2): their folders go to the page's bootstrap
   * (`SiteBootstrap.siteSections`), so the router serves every page under them, and a lookup under
   * a folder (`LayoutLookup.siteSection`) takes the section's id, locale and category tree; a
   * folder no enabled add-on names for the viewer is 404.
   */
  siteSections?(ctx: HookContext): Promise<SiteSection[]>;
  /**
   * Demo content: run once on a demo site (one seeded at first start), either then or when the
   * add-on is first enabled there later.
   */
  seed?(ctx: SeedContext): Promise<void>;
  /**
   * Runs each time a site manager switches the add-on on, once it is on (after its migrations and
   * demo content), in the process that switched it: the work its hooks missed while it was off
   * (Ranks queues every member's rank again). `db` is the switch's transaction: what this writes
   * commits with the add-on's flag, and if it throws the add-on stays off and nothing is kept.
   * The switch's request then wakes the notification worker, so a job queued here
   * (`notificationJobs`) is worked at once.
   */
  onEnable?(ctx: { db: Kysely<CoreTables> }): Promise<void>;
}

/** A config key: default value, TypeBox schema checked on `PATCH /config`, public = readable by anyone. */
export interface ConfigSetting {
  default: unknown;
  schema: TSchema;
  public: boolean;
}

/** What an add-on's seed step gets. */
export interface SeedContext {
  db: Kysely<CoreTables>;
  /** Creates a user with roles; returns its id. */
  createUser(input: { name: string; email: string; password: string; roles: string[]; isAdmin?: boolean }): Promise<number>;
  /** The password the site chose for a demo account (printed at start), e.g. passwordFor("admin"). */
  passwordFor(name: string): string;
  /** Deterministic randomness, so demo content is the same on every machine. */
  random(): number;
}

/** Declares an add-on's server half. Identity at runtime; the type is the contract. */
export function defineServerAddon(addon: ServerAddon): ServerAddon {
  return addon;
}
