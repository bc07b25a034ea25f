import type { QuorumPageData } from "../app/QuorumPageData";
import { EARLY_EVENTS_SCRIPT } from "../early/EARLY_EVENTS_SCRIPT";
import { escapeHtml } from "./escapeHtml";
import { faviconUrl } from "./faviconUrl";
import type { RenderRequest } from "./RenderRequest";
import { serializeState } from "./serializeState";
import { themeStyle } from "./themeStyle";

export interface DocumentParts {
  lang: string;
  title: string;
  description?: string;
  themeVariables: Readonly<Record<string, string>>;
  assets: RenderRequest["assets"];
  /** The server-rendered app, placed in `#root`. */
  body: string;
  data: QuorumPageData;
  /** The Content-Security-Policy nonce the inline script and style elements carry (`RenderRequest.nonce`). */
  nonce?: string;
}

/** The whole HTML page around the rendered app: head (title, theme, assets), root, inlined state. */
export function renderDocument(parts: DocumentParts): string {
  const nonce = parts.nonce === undefined ? "" : ` nonce="${escapeHtml(parts.nonce)}"`;
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(parts.title)}</title>`,
    // First, so a submit or click on the page is held back from the moment it can happen.
    `<script${nonce}>${EARLY_EVENTS_SCRIPT}</script>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : "",
    `<link rel="icon" href="${escapeHtml(faviconUrl(parts.themeVariables["color-primary"]))}">`,
    `<style${nonce}>${themeStyle(parts.themeVariables)}</style>`,
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(parts.assets.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...parts.assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ].join("");
  // The module script is deferred, so `__QUORUM__` below is set before the client entry runs.
  return (
    `<!doctype html><html lang="${escapeHtml(parts.lang)}"><head>${head}</head><body>` +
    `<div id="root">${parts.body}</div>` +
    `<script${nonce}>window.__QUORUM__=${serializeState(parts.data)}</script>` +
    `</body></html>`
  );
}
