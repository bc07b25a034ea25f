import { hasPermission } from "@quorum/api";
import { dehydrate } from "@tanstack/react-query";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { RenderedAddonsContext } from "../addons/RenderedAddonsContext";
import { AppRoot } from "../app/AppRoot";
import { preloadRoute } from "../app/preloadRoute";
import { createApiClient } from "../api/createApiClient";
import { createQueryClient } from "../query/createQueryClient";
import { errorPageTexts, notFoundType } from "../router/errorPageTexts";
import { findAddonRoute } from "../router/findAddonRoute";
import { layoutQueryOptions } from "../router/layoutQuery";
import { matchPage } from "../router/matchPage";
import { inSection } from "../router/sectionFolder";
import { StaticRouter } from "../router/StaticRouter";
import { addonAssets } from "./addonAssets";
import { pageManifests } from "./pageManifests";
import { recordStatus } from "./recordStatus";
import { renderDocument } from "./renderDocument";
import { withTranslations } from "./withTranslations";
import type { RenderRequest, RenderResult } from "./RenderRequest";
import { renderToHtml } from "./renderToHtml";

/**
 * Server-renders one page (docs/page-flow.md §4): matches the route, prefetches the layout through
 * the API client over `request.fetch`, loads the widget chunks, renders the app once everything
 * has resolved, and returns the whole document with the dehydrated cache. Per-request work is the
 * API call, one React render and one JSON serialisation. Everything runs in the request's own
 * translation scope: `t()` reads `request.translations` however renders interleave.
 */
export function renderPage(request: RenderRequest, registry: AddonRegistry): Promise<RenderResult> {
  return withTranslations(request.translations ?? {}, () => renderInScope(request, registry));
}

async function renderInScope(request: RenderRequest, registry: AddonRegistry): Promise<RenderResult> {
  const { bootstrap } = request;
  const url = new URL(request.url, "http://localhost");
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ fetch: request.fetch, keepJsonText: true });
  const { lookup, path } = matchPage(url.pathname, url.search, registry, bootstrap.siteSections);

  let status = 200;
  let title = bootstrap.config["garden.title"] || "Quorum";
  let description: string | undefined;
  if (lookup) {
    const result = await queryClient.fetchQuery(layoutQueryOptions(apiClient, lookup));
    if ("error" in result) {
      status = result.error.status >= 400 ? result.error.status : 500;
      title = errorPageTexts(status, notFoundType(lookup.recordType)).title;
    } else if (result.layout.redirectTo) {
      // Under a section's folder the record's address stays in the section.
      const folder = lookup.siteSection ?? "";
      return { status: 302, html: "", redirect: inSection(result.layout.redirectTo, folder, bootstrap.siteSections) };
    } else {
      title = result.layout.seo.title || title;
      description = result.layout.seo.description;
    }
  } else {
    const match = findAddonRoute(registry, path);
    const route = match?.route;
    status = !route ? 404 : route.permission && !hasPermission(bootstrap.permissions, route.permission) ? 403 : 200;
    if (status === 200 && match?.route.record) status = await recordStatus(apiClient, match.route.record, match.params);
    if (status !== 200) title = errorPageTexts(status).title;
  }

  const used = new Set<string>();
  await preloadRoute(request.url, registry, queryClient, bootstrap.permissions, { used, sections: bootstrap.siteSections });
  const body = await renderToHtml(
    // The slots add the add-ons whose items they render to `used`.
    <RenderedAddonsContext.Provider value={used}>
      <StaticRouter location={request.url}>
        <AppRoot registry={registry} bootstrap={bootstrap} queryClient={queryClient} apiClient={apiClient} translations={request.translations} />
      </StaticRouter>
    </RenderedAddonsContext.Provider>,
    request.nonce,
  );
  // After the render: an add-on whose slot item the page shows loads its descriptor, so the browser hydrates the item.
  const enabledKeys = bootstrap.addons.map((addon) => addon.key);
  const lazyAddons = pageManifests(registry, enabledKeys, used, bootstrap.locale);
  // After the render, so data a widget fetched while rendering (useSuspenseQuery) ships too.
  // Permissions are left out: they are in the bootstrap already. So is any query marked
  // `meta: { dehydrate: false }`: a copy of data the page carries anyway (a widget's props).
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" && query.queryKey[0] !== "permissions" && query.meta?.["dehydrate"] !== false,
  });
  queryClient.clear();

  const html = renderDocument({
    lang: bootstrap.locale || "en",
    title,
    ...(description ? { description } : {}),
    themeVariables: bootstrap.theme.variables,
    assets: addonAssets(request.assets, enabledKeys, new Set(lazyAddons.map((addon) => addon.key))),
    body,
    data: lazyAddons.length ? { bootstrap, state, lazyAddons } : { bootstrap, state },
    ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
  });
  return { status, html };
}
