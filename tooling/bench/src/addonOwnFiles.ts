import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { discoverAddons } from "@quorum/addon-tools";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * For each installed add-on with a client half, the built scripts only it can bring into a page:
 * everything its descriptor reaches (static and lazy imports) that neither the shell's entry nor
 * any other add-on's descriptor reaches. Paths as served (`/assets/...`). A page loaded with the
 * add-on disabled must fetch none of them.
 */
export function addonOwnFiles(siteDir: string, webDir: string): Map<string, Set<string>> {
  const manifest = JSON.parse(readFileSync(`${webDir}/dist/client/.vite/manifest.json`, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the client build's manifest has no entry: build the site first");
  const descriptors = new Map(
    discoverAddons(siteDir)
      .filter((addon) => addon.client !== undefined)
      .map(
        (addon) =>
          [
            addon.key,
            relative(webDir, addon.client ?? "")
              .split(sep)
              .join("/"),
          ] as const,
      ),
  );
  const sources = new Set(descriptors.values());
  // The entry's own closure stops at descriptors: its lazy map of add-ons reaches them all.
  const shell = new Set<string>();
  const reachShell = (key: string) => {
    if (shell.has(key) || !manifest[key] || sources.has(key)) return;
    shell.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) reachShell(next);
  };
  reachShell(entry);
  // From a descriptor, stopping at the shell's entry (lazy chunks import from it, and its lazy
  // map reaches every add-on) and at the other add-ons' descriptors.
  const reach = (key: string, start: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key) || key === entry || (key !== start && sources.has(key))) return into;
    into.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reach(next, start, into);
    return into;
  };
  const reached = new Map([...descriptors].map(([key, source]) => [key, reach(source, source)]));
  const own = new Map<string, Set<string>>();
  for (const [key, chunks] of reached) {
    const others = [...reached].filter(([other]) => other !== key).map(([, set]) => set);
    const files = [...chunks].filter((chunk) => !shell.has(chunk) && !others.some((set) => set.has(chunk)));
    own.set(key, new Set(files.map((chunk) => `/${manifest[chunk]?.file ?? chunk}`)));
  }
  return own;
}
