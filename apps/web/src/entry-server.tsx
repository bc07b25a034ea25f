// The server-render entry, built to dist/server/entry-server.js (self-contained) and imported by
// apps/server: `render(request)` answers one page, `clientAssets(manifest)` names its files.
import { renderPage } from "@quorum/core/server-render";
import type { RenderRequest, RenderResult } from "@quorum/core/server-render";
import { addonSources, installedKeys, registryFor, translationsFor } from "./addons";
import { clientAssets as assetsOf } from "./clientAssets";
import type { ClientAssets, ViteManifest } from "./clientAssets";

export { CLIENT_ENTRY } from "./clientAssets";
export type { AddonAssets, ClientAssets, ManifestChunk, ViteManifest } from "./clientAssets";
export type { RenderRequest, RenderResult };

/** The files of the client build, split into the shell's and each installed add-on's. */
export function clientAssets(manifest: ViteManifest, base?: string): ClientAssets {
  return assetsOf(manifest, base, addonSources);
}

/**
 * The `$reactComponent` names the installed add-ons' client halves register (core's included):
 * the server refuses a catalog entry none of them renders (docs/addons.md, "Widgets").
 */
export async function clientWidgets(): Promise<string[]> {
  return (await registryFor(installedKeys)).widgetNames();
}

/**
 * Renders the page at `request.url` to a whole HTML document (docs/page-flow.md §4), with the
 * registry, files and strings of the add-ons the bootstrap reports enabled; the page names
 * only the descriptors it uses, the other enabled add-ons go as manifests (docs/page-flow.md §4). The strings go with
 * the request (renderPage gives the render its own scope), so concurrent renders keep their locale.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const keys = request.bootstrap.addons.map((addon) => addon.key);
  const registry = await registryFor(keys);
  const translations = await translationsFor(registry, request.bootstrap.locale);
  // The render adds the add-ons' files itself: it knows which descriptors the page loads.
  return renderPage({ ...request, translations }, registry);
}
