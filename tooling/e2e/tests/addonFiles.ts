import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** One entry of Vite's client manifest (apps/web/dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The client build of the site under test (built by `pnpm turbo run build --filter=@quorum/site...`). */
const MANIFEST = fileURLToPath(new URL("../../../apps/web/dist/client/.vite/manifest.json", import.meta.url));

export interface AddonFiles {
  /** The chunk of the add-on's client descriptor (`src/client/index.ts`), as a URL path. */
  descriptor: string;
  /** Every JS and CSS file that belongs to the add-on alone, as URL paths ("/assets/x.js"). */
  all: ReadonlySet<string>;
}

/**
 * The files of an installed add-on in the client build, resolved from the build manifest rather
 * than guessed from names: the chunks whose source lies in the package's folder, and every chunk
 * or stylesheet only they lead to (through static or dynamic imports; Vite names such shared
 * chunks after a module, not the package). Chunks the app's entry reaches without passing
 * through the add-on (core, vendor code) are not the add-on's.
 */
export function addonFiles(packageDir: string): AddonFiles {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, ManifestChunk>;
  const inPackage = (key: string) => key.includes(`${packageDir.replace(/\/?$/, "/")}`);
  const reach = (starts: string[], stop: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      const chunk = manifest[key];
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) if (!stop(next)) visit(next);
    };
    starts.forEach(visit);
    return seen;
  };
  const keys = Object.keys(manifest);
  const others = reach(
    keys.filter((key) => manifest[key]?.isEntry),
    inPackage,
  );
  const mine = [...reach(keys.filter(inPackage), () => false)].filter((key) => !others.has(key));
  const otherCss = new Set([...others].flatMap((key) => manifest[key]?.css ?? []));

  const files = new Set<string>();
  for (const key of mine) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!otherCss.has(css)) files.add(`/${css}`);
  }
  const descriptorKey = keys.find((key) => inPackage(key) && /src\/client\/index\.tsx?$/.test(key));
  const descriptor = descriptorKey && manifest[descriptorKey];
  if (!descriptor) throw new Error(`The client build has no descriptor chunk under ${packageDir}: is the add-on installed in apps/server and the site built?`);
  return { descriptor: `/${descriptor.file}`, all: files };
}
