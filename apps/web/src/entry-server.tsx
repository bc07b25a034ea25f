// The server-render entry, built to dist/server/entry-server.js (self-contained) and imported by
// apps/server: `render(request)` answers one page, `clientAssets(manifest)` names its files.
import { renderPage } from "@quorum/core/server-render";
import type { RenderRequest, RenderResult } from "@quorum/core/server-render";
import { createRegistry } from "./addons";

export { clientAssets, CLIENT_ENTRY } from "./clientAssets";
export type { ClientAssets, ManifestChunk, ViteManifest } from "./clientAssets";
export type { RenderRequest, RenderResult };

// One registry per process: it holds only descriptors and loaded modules, no user data.
const registry = createRegistry();

/** Renders the page at `request.url` to a whole HTML document (docs/page-flow.md §4). */
export function render(request: RenderRequest): Promise<RenderResult> {
  return renderPage(request, registry);
}
