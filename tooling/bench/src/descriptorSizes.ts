import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { discoverAddons } from "@quorum/addon-tools";
import { gzipSize } from "./gzipSize.ts";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** An installed add-on's descriptor in the client build. */
export interface DescriptorSize {
  key: string;
  /** The descriptor's own chunk (its `./client` entry), gzipped. */
  chunkGzip: number;
  /**
   * Everything enabling the add-on adds to every page: the descriptor chunk and the chunks it
   * imports statically that the shell does not load anyway, gzipped one by one and summed.
   */
  withImportsGzip: number;
  files: string[];
}

/**
 * The gzip size of each installed add-on's descriptor (`discoverAddons(siteDir)`, the list the
 * build made `virtual:quorum-addons` from), read from the client build: `webDir/dist/client` and
 * its `.vite/manifest.json`, whose keys are source paths relative to `webDir`.
 */
export function descriptorSizes(siteDir: string, webDir: string): DescriptorSize[] {
  const clientDir = `${webDir}/dist/client`;
  const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the client build's manifest has no entry: build the site first");
  const shell = closure(entry);
  const gzipOf = (key: string) => gzipSize(readFileSync(`${clientDir}/${manifest[key]?.file}`));

  return discoverAddons(siteDir)
    .filter((addon) => addon.client !== undefined)
    .map((addon) => {
      const key = relative(webDir, addon.client ?? "")
        .split(sep)
        .join("/");
      if (!manifest[key]) throw new Error(`${addon.key}'s descriptor (${key}) is not in the client build: rebuild the site`);
      const own = [...closure(key)].filter((chunk) => !shell.has(chunk));
      return {
        key: addon.key,
        chunkGzip: gzipOf(key),
        withImportsGzip: own.reduce((sum, chunk) => sum + gzipOf(chunk), 0),
        files: own.map((chunk) => manifest[chunk]?.file ?? chunk),
      };
    });
}
