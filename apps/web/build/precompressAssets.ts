import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2 is brotli inside already) and images are not. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|map)$/;
/** Below this a compressed copy saves less than a packet's worth: the server sends the file itself. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Client build only: writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every
 * emitted text file under `assets/` of at least `PRECOMPRESS_MIN_BYTES`, once, at build time. The site serves them
 * for requests whose Accept-Encoding allows (`@fastify/static`'s `preCompressed`), so no request
 * pays for compressing a file that never changes, and each gets the smallest encoding there is.
 * A copy that would not be smaller is not written.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "quorum:precompress-assets",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // What the site serves: the hashed files under assets/ (not .vite/manifest.json).
      const files = Object.keys(bundle).filter((name) => name.startsWith("assets/") && COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(join(outDir, name))));
    },
  };
}

/** Writes `path.br` and `path.gz` when the file is large enough and each copy is smaller. */
export async function precompressFile(path: string): Promise<void> {
  const data = await readFile(path);
  if (data.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([br.length < data.length && writeFile(`${path}.br`, br), gz.length < data.length && writeFile(`${path}.gz`, gz)]);
}
