import { markerFor, type XssPayload } from "./xssPayloads.ts";

const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * A deliberately unsafe page: every payload's HTML, unsanitized, each in a frame of its own (so an
 * unclosed tag cannot swallow the next one). The part visits it first on every run: the payloads
 * that run here prove that the detector sees them, so 0 on the site's pages means 0, not a blind
 * detector. Marker ids are the payloads' indexes.
 */
export function controlPage(payloads: readonly XssPayload[]): { html: string; ids: number[] } {
  const ids: number[] = [];
  const frames = payloads.map((payload, index) => {
    const html = payload.forms(markerFor(index)).html;
    if (html === undefined) return "";
    ids.push(index);
    return `<iframe title="${attribute(payload.name)}" srcdoc="${attribute(html)}"></iframe>`;
  });
  return { html: `<!doctype html><html><head><title>XSS control</title></head><body>${frames.join("\n")}</body></html>`, ids };
}
