import type { LayoutLookup, LayoutResponse, LayoutViewType, WidgetNode } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import type { HydrateContext, LayoutSpecNode, ServerAddon, ViewResolver, Viewer, WidgetHydrator } from "../addons/defineServerAddon";
import { notFound } from "../errors/notFound";
import type { QuorumContext } from "../QuorumContext";
import { BUILTIN_WIDGETS } from "./BUILTIN_WIDGETS";

interface Catalog {
  views: Record<string, ViewResolver>;
  layouts: Record<string, readonly LayoutSpecNode[]>;
  widgets: Record<string, WidgetHydrator>;
}

// The enabled list keeps its identity until an add-on is toggled, so the merge runs once per change.
const catalogs = new WeakMap<readonly ServerAddon[], Catalog>();

function catalogOf(addons: readonly ServerAddon[]): Catalog {
  let catalog = catalogs.get(addons);
  if (!catalog) {
    // Later add-ons override earlier ones, so an add-on can replace the forum's view or widget.
    catalog = {
      views: Object.assign({}, ...addons.map((a) => a.views ?? {})) as Record<string, ViewResolver>,
      layouts: Object.assign({}, ...addons.map((a) => a.layouts ?? {})) as Record<string, readonly LayoutSpecNode[]>,
      widgets: Object.assign({}, BUILTIN_WIDGETS, ...addons.map((a) => a.widgets ?? {})) as Record<string, WidgetHydrator>,
    };
    catalogs.set(addons, catalog);
  }
  return catalog;
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
  const resolved = await resolver(lookup, base);
  const hydrateCtx: HydrateContext = {
    ...base,
    lookup: resolved.params ? { ...lookup, params: { ...lookup.params, ...resolved.params } } : lookup,
    record: resolved.record,
    hydrate: (node) => hydrateNode(node),
  };

  const hydrateNodes = async (nodes: readonly unknown[]): Promise<WidgetNode[]> =>
    (await Promise.all(nodes.map(hydrateNode))).filter((node): node is WidgetNode => node !== null);

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

  const hasOwnLayout = catalog.layouts[resolved.layoutViewType] !== undefined;
  const layoutViewType = (hasOwnLayout ? resolved.layoutViewType : (resolved.fallbackLayoutViewType ?? resolved.layoutViewType)) as LayoutViewType;
  const titleBar = (await hydrateNode({ $hydrate: "react.titlebar" })) as WidgetNode;
  const answer = { layoutID: layoutViewType, layoutViewType, titleBar, seo: resolved.seo };
  if (resolved.redirectTo) return { ...answer, layout: [], redirectTo: resolved.redirectTo };

  const spec = catalog.layouts[layoutViewType];
  if (!spec) throw notFound("Layout");
  return { ...answer, layout: await hydrateNodes(spec) };
}

function isSpecNode(node: unknown): node is LayoutSpecNode {
  return typeof node === "object" && node !== null && typeof (node as { $hydrate?: unknown }).$hydrate === "string";
}
