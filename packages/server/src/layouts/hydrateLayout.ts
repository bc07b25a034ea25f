import type { LayoutLookup, LayoutResponse, LayoutViewType, WidgetNode } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import type { HydrateContext, LayoutNode, LayoutSpecNode, ServerAddon, ViewResolver, Viewer, WidgetHydrator } from "../addons/defineServerAddon";
import { notFound } from "../errors/notFound";
import type { QuorumContext } from "../QuorumContext";
import { BUILTIN_WIDGETS } from "./BUILTIN_WIDGETS";
import { PROFILE_LAYOUT } from "../users/profile/PROFILE_LAYOUT";
import { resolveProfile } from "../users/profile/resolveProfile";
import type { LayoutPointNode } from "./defineLayout";
import { catalogEntries } from "./catalogEntries";
import { orderPlacements } from "./orderPlacements";
import { siteSectionsOf } from "./siteSectionsOf";
import type { Placement } from "./Placement";

interface Catalog {
  views: Record<string, ViewResolver>;
  layouts: Record<string, readonly LayoutNode[]>;
  widgets: Record<string, WidgetHydrator>;
  /** Per layout and point (`home:secondary`), the enabled add-ons' placements in page order. */
  placements: Map<string, Placement[]>;
}

/** The framework's own views and layouts (people are the framework's): the profile page. */
const BUILTIN_VIEWS: Readonly<Record<string, ViewResolver>> = { profile: resolveProfile };
const BUILTIN_LAYOUTS: Readonly<Record<string, readonly LayoutNode[]>> = { profile: PROFILE_LAYOUT };

// The enabled list keeps its identity until an add-on is toggled, so the merge runs once per change.
const catalogs = new WeakMap<readonly ServerAddon[], Catalog>();

function catalogOf(addons: readonly ServerAddon[]): Catalog {
  let catalog = catalogs.get(addons);
  if (!catalog) {
    // Later add-ons override earlier ones, so an add-on can replace the forum's view or widget.
    catalog = {
      views: Object.assign({}, BUILTIN_VIEWS, ...addons.map((a) => a.views ?? {})) as Record<string, ViewResolver>,
      layouts: Object.assign({}, BUILTIN_LAYOUTS, ...addons.map((a) => a.layouts ?? {})) as Record<string, readonly LayoutNode[]>,
      widgets: Object.assign({}, BUILTIN_WIDGETS, ...addons.map((a) => Object.fromEntries(catalogEntries(a)))) as Record<string, WidgetHydrator>,
      placements: placementsByPoint(addons),
    };
    catalogs.set(addons, catalog);
  }
  return catalog;
}

/**
 * The placements of the enabled add-ons by layout and point, ordered. An id used twice at one
 * point is refused at start-up (`placementConflicts`: the later add-on never runs), so here the
 * first one stands.
 */
function placementsByPoint(addons: readonly ServerAddon[]): Map<string, Placement[]> {
  const byPoint = new Map<string, Placement[]>();
  for (const placement of addons.flatMap((a) => a.placements ?? [])) {
    const key = `${placement.layout.id}:${placement.at}`;
    const list = byPoint.get(key) ?? [];
    if (!list.some((other) => other.id === placement.id)) list.push(placement);
    byPoint.set(key, list);
  }
  for (const [key, list] of byPoint) byPoint.set(key, orderPlacements(list));
  return byPoint;
}

/** A view with a layout but no resolver of its own (the home page): no record, the site's title. */
const siteSectionResolver: ViewResolver = async (lookup, ctx) => {
  const title = String((lookup.layoutViewType === "home" && ctx.config["garden.homepageTitle"]) || ctx.config["garden.title"] || "");
  const description = String(ctx.config["garden.description"] ?? "");
  return { layoutViewType: lookup.layoutViewType, record: null, seo: { title, ...(description ? { description } : {}) } };
};

/**
 * Answers a layout lookup (docs/page-flow.md §2): the enabled add-ons' resolver loads the record
 * (throwing 404/403 as HttpError), the layout of the resolved view type is hydrated node by node
 * through the catalog (siblings in parallel, section columns first), and unknown widget ids are
 * dropped with a warning. Used by `GET /layouts/lookup-hydrate` and in-process by the server render.
 */
export async function hydrateLayout(source: FastifyInstance | QuorumContext, lookup: LayoutLookup, viewer: Viewer): Promise<LayoutResponse> {
  const ctx = "quorum" in source ? source.quorum : source;
  const catalog = catalogOf(ctx.addons.enabled());
  const config = await ctx.config.all();
  const base = { db: ctx.db, viewer, addons: ctx.addons, config: config as Record<string, unknown> };

  const resolver = catalog.views[lookup.layoutViewType] ?? (catalog.layouts[lookup.layoutViewType] ? siteSectionResolver : undefined);
  if (!resolver) throw notFound("Layout");
  // An address under a section's folder: a folder the viewer may see no section at (none there, its
  // root category hidden, the add-on off) is not found, before anything of the page is read.
  const inSection = lookup.siteSection === undefined ? undefined : (await siteSectionsOf(ctx, viewer)).find((s) => s.folder === lookup.siteSection);
  if (lookup.siteSection !== undefined && !inSection) throw notFound("Page");
  const resolved = await resolver(lookup, inSection ? { ...base, siteSection: inSection } : base);
  const siteSection = resolved.siteSection ?? inSection;
  const siteLocale = typeof config["garden.locale"] === "string" ? config["garden.locale"] : "en";
  const hydrateCtx: HydrateContext = {
    ...base,
    // Spec §2: every layout is looked up with its site section and locale; outside a section the
    // section is 0 and the locale the site's, whatever the address asked.
    lookup: {
      ...lookup,
      params: { ...lookup.params, siteSectionID: siteSection?.siteSectionID ?? 0, locale: siteSection?.locale ?? siteLocale, ...resolved.params },
    },
    record: resolved.record,
    ...(siteSection ? { siteSection } : {}),
    hydrate: (node) => hydrateNode(node),
  };

  const hasOwnLayout = catalog.layouts[resolved.layoutViewType] !== undefined;
  const layoutViewType = (hasOwnLayout ? resolved.layoutViewType : (resolved.fallbackLayoutViewType ?? resolved.layoutViewType)) as LayoutViewType;
  // An insertion point becomes the placements at it, each a node of its catalog entry.
  const expandPoints = (nodes: readonly unknown[]): unknown[] =>
    nodes.flatMap((node) =>
      isPointNode(node)
        ? (catalog.placements.get(`${layoutViewType}:${node.$point}`) ?? []).map((p): LayoutSpecNode => ({ ...p.props, $hydrate: p.widget.id }))
        : [node],
    );
  const hydrateNodes = async (nodes: readonly unknown[]): Promise<WidgetNode[]> =>
    (await Promise.all(expandPoints(nodes).map(hydrateNode))).filter((node): node is WidgetNode => node !== null);

  const hydrateNode = async (node: unknown): Promise<WidgetNode | null> => {
    const id = isSpecNode(node) ? node.$hydrate : undefined;
    const entry = id === undefined ? undefined : catalog.widgets[id];
    if (!isSpecNode(node) || !entry) {
      ctx.log.warn({ widget: id ?? node, layoutViewType: resolved.layoutViewType }, "Dropped a layout node with no catalog entry");
      return null;
    }
    const { $hydrate: _id, $middleware, ...props } = node;
    await Promise.all(
      (entry.childProps ?? []).map(async (key) => {
        const children = props[key];
        if (Array.isArray(children)) props[key] = await hydrateNodes(children);
      }),
    );
    const reactProps = entry.hydrate ? await entry.hydrate(props, hydrateCtx) : props;
    return { $reactComponent: entry.component, $reactProps: reactProps, ...($middleware ? { $middleware } : {}) };
  };

  const titleBar = (await hydrateNode({ $hydrate: "react.titlebar" })) as WidgetNode;
  const answer = { layoutID: layoutViewType, layoutViewType, titleBar, seo: resolved.seo };
  // A redirect stays in the section (the server render and the browser prefix the folder).
  if (resolved.redirectTo) return { ...answer, layout: [], redirectTo: resolved.redirectTo };

  const spec = catalog.layouts[layoutViewType];
  if (!spec) throw notFound("Layout");
  return { ...answer, layout: await hydrateNodes(spec) };
}

function isPointNode(node: unknown): node is LayoutPointNode {
  return typeof node === "object" && node !== null && typeof (node as { $point?: unknown }).$point === "string";
}

function isSpecNode(node: unknown): node is LayoutSpecNode {
  return typeof node === "object" && node !== null && typeof (node as { $hydrate?: unknown }).$hydrate === "string";
}
