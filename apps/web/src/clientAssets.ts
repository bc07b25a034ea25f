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

/** What a page links to; the `assets` of a `RenderRequest`. */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

/** The client entry's manifest key (its source path relative to apps/web). */
export const CLIENT_ENTRY = "src/entry-client.tsx";

/**
 * The files a server-rendered page needs, read from the client build's manifest
 * (dist/client/.vite/manifest.json), prefixed with `base` (where dist/client is served):
 * - scripts: the client entry;
 * - preloads: the chunks it imports statically (announced as modulepreload);
 * - styles: the CSS of the entry and of every chunk reachable from it, lazy widget chunks too,
 *   because the server HTML shows those widgets before their chunks load; without their CSS the
 *   page would flash unstyled.
 * Compute it once at start; it does not change per request.
 */
export function clientAssets(manifest: ViteManifest, base = "/"): ClientAssets {
  const entry = manifest[CLIENT_ENTRY] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No client entry in the Vite manifest (expected "${CLIENT_ENTRY}")`);
  const url = (file: string) => `${base.replace(/\/?$/, "/")}${file}`;

  const preloads = new Set<string>();
  const collectImports = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported && !preloads.has(imported.file)) {
        preloads.add(imported.file);
        collectImports(imported);
      }
    }
  };
  collectImports(entry);

  const styles = new Set<string>();
  const seen = new Set<ManifestChunk>();
  const collectStyles = (chunk: ManifestChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const next = manifest[key];
      if (next) collectStyles(next);
    }
  };
  collectStyles(entry);

  return { scripts: [url(entry.file)], styles: [...styles].map(url), preloads: [...preloads].map(url) };
}
