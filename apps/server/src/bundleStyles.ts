import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RenderRequest } from "@quorum/web/server";

type PageFiles = RenderRequest["assets"];

/** One stylesheet made of several of the build's, in all the encodings it is served in. */
export interface StyleBundle {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The client assets with each group's stylesheets as one file, and those files by URL path. */
export interface BundledStyles {
  assets: PageFiles;
  bundles: Map<string, StyleBundle>;
}

/**
 * Joins the stylesheets a page links into one file per group — the shell's, and each add-on's —
 * in the order the page lists them, so the cascade is unchanged. Vite gives every lazily loaded
 * chunk its own CSS file and a page links all of them (its widgets are drawn before their chunks
 * load): ~25 render-blocking requests, each a round trip on a slow connection. Now it is one for
 * the shell and one per enabled add-on, and a disabled add-on's styles are still never linked.
 * The name is the content's hash, so the files are immutable; each is compressed once, here, at
 * the highest settings. `base` is where `clientDir` is served (the URLs in `assets` start with it).
 */
export function bundleStyles(assets: PageFiles, clientDir: string, base = "/"): BundledStyles {
  const bundles = new Map<string, StyleBundle>();
  const root = base.replace(/\/?$/, "/");
  const bundle = (urls: readonly string[]): string[] => {
    if (urls.length < 2) return [...urls];
    const identity = Buffer.from(
      urls.map((url) => readFileSync(join(clientDir, url.startsWith(root) ? url.slice(root.length) : url), "utf8")).join("\n"),
    );
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 10);
    const url = `${root}assets/styles-${hash}.css`;
    if (!bundles.has(url)) {
      bundles.set(url, {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(identity, { level: 9 }),
      });
    }
    return [url];
  };
  const addons = Object.fromEntries(
    Object.entries(assets.addons ?? {}).map(([key, files]) => [key, { preloads: files.preloads, styles: bundle(files.styles) }]),
  );
  return { assets: { ...assets, styles: bundle(assets.styles), addons }, bundles };
}
