// Types of dist/server/entry-server.js for apps/server, self-contained so a Node package can use
// them without compiling this app's JSX sources. src/serverTypes.check.ts keeps them in step with
// the implementation (the typecheck of this package fails if they drift).
import type { SiteBootstrap } from "@quorum/api";

/** What apps/server hands the server render for one page (docs/page-flow.md §4). */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  bootstrap: SiteBootstrap;
  /** The in-process API, called as `fetch("/api/v2/...", init)` with a path-absolute URL. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The request's Content-Security-Policy nonce, carried by the page's inline script and style elements. */
  nonce?: string;
  assets: { scripts: string[]; styles: string[]; preloads?: string[]; addons?: Record<string, AddonAssets> };
}

/** A whole HTML document with its status, or a redirect (`html` then empty). */
export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
}

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The files of one add-on, linked only while it is enabled. */
export interface AddonAssets {
  preloads: string[];
  styles: string[];
}

export interface ClientAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  addons?: Record<string, AddonAssets>;
}

/** The client entry's manifest key. */
export declare const CLIENT_ENTRY: string;

/** Renders the page at `request.url` to a whole HTML document. */
export declare function render(request: RenderRequest): Promise<RenderResult>;

/** The scripts, styles and modulepreloads of a page, from dist/client/.vite/manifest.json; `base` is where dist/client is served. */
export declare function clientAssets(manifest: ViteManifest, base?: string): ClientAssets;
