import type { SiteBootstrap } from "@quorum/api";

/** What apps/server hands the server render for one page (docs/page-flow.md §4). */
export interface RenderRequest {
  /** Path and query of the page, e.g. "/discussion/12/hello?sort=-dateInserted". */
  url: string;
  /** The viewer's bootstrap: user, permissions, enabled add-ons, config, theme, locale. */
  bootstrap: SiteBootstrap;
  /**
   * The in-process API, called as `fetch("/api/v2/...", init)` with a path-absolute URL (e.g.
   * `app.inject` carrying the viewer's cookie).
   */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * The page's strings in the bootstrap's locale, by English key (omit for English). `t()` reads
   * these for this render only, even while other renders in other locales run.
   */
  translations?: Readonly<Record<string, string>>;
  /**
   * The request's Content-Security-Policy nonce: the page's inline script and style elements carry
   * it, so the policy needs no `'unsafe-inline'` (the server sends the same value in its header).
   */
  nonce?: string;
  /** From the Vite client manifest (see `clientAssets` of apps/web). */
  assets: {
    /** Module scripts to run (the client entry). */
    scripts: string[];
    styles: string[];
    /** Chunks the entry imports, announced early as `modulepreload`. */
    preloads?: string[];
    /**
     * Each installed add-on's files: the render adds every enabled one's styles, and the preloads of
     * those whose descriptor the page loads (`addonAssets`).
     */
    addons?: Record<string, { styles: string[]; preloads: string[] }>;
  };
}

/** The answer: a whole HTML document with its status, or a redirect (`html` then empty). */
export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
}
