import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RenderRequest } from "@quorum/web/server";

type PageFiles = RenderRequest["assets"];

/** One stylesheet made of several of the build's, in every encoding it is served in. */
interface StyleBundle {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Where joined stylesheets are served: a folder the build never has. */
export const STYLE_BUNDLE_PREFIX = "assets/joined/";

/** A page's stylesheets as one file per set of enabled add-ons. */
export interface BundledStyles {
  /** The files of a page with these add-ons enabled: every stylesheet it links, joined. */
  assetsFor(enabledKeys: readonly string[]): PageFiles;
  /** A joined stylesheet by its URL path (as `assetsFor` named it). */
  bundle(path: string): StyleBundle | undefined;
}

/**
 * Joins the stylesheets a page links — the shell's, then each enabled add-on's, in the order the
 * page would list them, so the cascade is unchanged — into one file. Vite gives every lazily
 * loaded chunk its own CSS file and a page links all of them (its widgets are drawn before their
 * chunks load): ~25 render-blocking requests, each a round trip on a slow connection; now one.
 * A disabled add-on's styles are still never in it. Made once per set of enabled add-ons (a
 * toggle makes a new set, and file); named by the content's hash, so immutable; compressed once,
 * here, at the highest settings. `base` is where `clientDir` is served (the URLs start with it).
 */
export function bundleStyles(assets: PageFiles, clientDir: string, base = "/"): BundledStyles {
  const root = base.replace(/\/?$/, "/");
  const bundles = new Map<string, StyleBundle>();
  const pages = new Map<string, PageFiles>();
  // Add-on styles are in the joined file: the render's own per-add-on merge adds none again.
  const addons = Object.fromEntries(Object.entries(assets.addons ?? {}).map(([key, files]) => [key, { ...files, styles: [] }]));

  const join1 = (urls: readonly string[]): string => {
    const identity = Buffer.from(urls.map((url) => readFileSync(join(clientDir, url.startsWith(root) ? url.slice(root.length) : url), "utf8")).join("\n"));
    const url = `${root}${STYLE_BUNDLE_PREFIX}${createHash("sha256").update(identity).digest("base64url").slice(0, 12)}.css`;
    if (!bundles.has(url)) {
      bundles.set(url, {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(identity, { level: 9 }),
      });
    }
    return url;
  };

  return {
    assetsFor(enabledKeys) {
      const id = enabledKeys.join(",");
      let page = pages.get(id);
      if (!page) {
        const urls = [...new Set([...assets.styles, ...enabledKeys.flatMap((key) => assets.addons?.[key]?.styles ?? [])])];
        page = { ...assets, styles: urls.length ? [join1(urls)] : [], addons };
        pages.set(id, page);
      }
      return page;
    },
    bundle: (path) => bundles.get(path),
  };
}
