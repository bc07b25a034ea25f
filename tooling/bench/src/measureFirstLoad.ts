import type { Browser } from "playwright-core";
import { gzipSize } from "./gzipSize.ts";

/** One script a page fetched. */
interface ScriptFile {
  path: string;
  bytes: number;
  gzip: number;
}

/** The scripts a page fetched for its first load, and their totals. */
export interface FirstLoad {
  url: string;
  scripts: ScriptFile[];
  bytes: number;
  gzip: number;
}

/**
 * Loads `url` in a fresh browser context (a guest with an empty cache) and sums every JavaScript
 * response it fetches until the network is idle: entry, preloaded chunks, add-on descriptors, lazy
 * widget chunks. Sizes are of the bodies as served, gzipped here, so the numbers do not depend
 * on whether the site compresses its responses.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<ScriptFile | null>> = [];
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (!/javascript/.test(type)) return;
      pending.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSize(body) }),
          () => null,
        ),
      );
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    const seen = new Set<string>();
    const scripts = (await Promise.all(pending))
      .filter((file): file is ScriptFile => file !== null && !seen.has(file.path) && Boolean(seen.add(file.path)))
      .sort((a, b) => b.gzip - a.gzip);
    return {
      url,
      scripts,
      bytes: scripts.reduce((sum, file) => sum + file.bytes, 0),
      gzip: scripts.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await context.close();
  }
}
