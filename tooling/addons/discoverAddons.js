import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";

/**
 * The add-ons installed in a site: its package.json dependencies whose own package.json carries
 * `"quorum": { "addon": "<key>" }`. Each comes with the absolute paths of its `./client` and
 * `./server` entries (either may be missing: a server-only add-on has no client half).
 * Ordered by package name: the server orders them further by what each `requires` (features first).
 *
 * @param {string} siteDir the directory of the site's package.json (apps/server in this repo)
 * @returns {import("./index.js").InstalledAddon[]}
 */
export function discoverAddons(siteDir) {
  const site = readJson(join(siteDir, "package.json"));
  const names = Object.keys({ ...site.dependencies, ...site.optionalDependencies });
  const found = [];
  for (const name of names) {
    const linked = join(siteDir, "node_modules", name);
    if (!existsSync(join(linked, "package.json"))) continue;
    const dir = realpathSync(linked);
    const pkg = readJson(join(dir, "package.json"));
    const meta = pkg.quorum;
    if (!meta || typeof meta.addon !== "string") continue;
    found.push({
      name,
      key: meta.addon,
      version: String(pkg.version ?? "0.0.0"),
      dir,
      client: entryOf(dir, pkg, "./client"),
      server: entryOf(dir, pkg, "./server"),
    });
  }
  const keys = new Map();
  for (const addon of found) {
    if (keys.has(addon.key)) throw new Error(`The packages ${keys.get(addon.key)} and ${addon.name} both declare the add-on key "${addon.key}".`);
    keys.set(addon.key, addon.name);
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The file a package exports at `subpath`, for a bundler that imports (types-only targets skipped). */
function entryOf(dir, pkg, subpath) {
  const target = pkg.exports?.[subpath];
  const file = pickTarget(target);
  return file ? join(dir, file) : undefined;
}

function pickTarget(target) {
  if (typeof target === "string") return target;
  if (!target || typeof target !== "object") return undefined;
  for (const condition of ["import", "module", "default"]) {
    const found = pickTarget(target[condition]);
    if (found) return found;
  }
  return undefined;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}
