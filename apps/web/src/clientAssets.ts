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

/** The files of one add-on, added to a page only while the add-on is enabled. */
export interface AddonAssets {
  /** Its descriptor chunk and the chunks that imports statically (not already the shell's). */
  preloads: string[];
  /** The CSS of every chunk reachable from its descriptor (not already the shell's). */
  styles: string[];
}

/** What a page links to; the `assets` of a `RenderRequest`. */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Per add-on key; the render adds the enabled ones' (docs/page-flow.md §4). */
  addons?: Record<string, AddonAssets>;
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
 *   page would flash unstyled;
 * - addons: the same per add-on, starting at its descriptor (`addonSources`: key -> manifest key).
 *   The shell's own part stops at descriptors, so a disabled add-on's files are never linked.
 * Compute it once at start; it does not change per request.
 */
export function clientAssets(manifest: ViteManifest, base = "/", addonSources: Readonly<Record<string, string>> = {}): ClientAssets {
  const entry = manifest[CLIENT_ENTRY] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No client entry in the Vite manifest (expected "${CLIENT_ENTRY}")`);
  const url = (file: string) => `${base.replace(/\/?$/, "/")}${file}`;
  const descriptors = new Set(Object.values(addonSources));

  const staticImports = (chunk: ManifestChunk, into: Set<string>) => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported && !into.has(imported.file)) {
        into.add(imported.file);
        staticImports(imported, into);
      }
    }
  };
  const stylesFrom = (start: ManifestChunk, into: Set<string>) => {
    const seen = new Set<ManifestChunk>();
    const visit = (chunk: ManifestChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const css of chunk.css ?? []) into.add(css);
      for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
        const next = manifest[key];
        if (next && !descriptors.has(key)) visit(next);
      }
    };
    visit(start);
  };

  const preloads = new Set<string>();
  staticImports(entry, preloads);
  const styles = new Set<string>();
  stylesFrom(entry, styles);

  const addons: Record<string, AddonAssets> = {};
  for (const [key, source] of Object.entries(addonSources)) {
    const descriptor = manifest[source];
    if (!descriptor) continue;
    const own = new Set<string>([descriptor.file]);
    staticImports(descriptor, own);
    const css = new Set<string>();
    stylesFrom(descriptor, css);
    addons[key] = {
      preloads: [...own].filter((file) => file !== entry.file && !preloads.has(file)).map(url),
      styles: [...css].filter((file) => !styles.has(file)).map(url),
    };
  }

  return { scripts: [url(entry.file)], styles: [...styles].map(url), preloads: [...preloads].map(url), addons };
}
