import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { addonNames } from "./addonNames.js";
import { addonPackageJson } from "./addonPackageJson.js";
import { findQuorumWorkspace } from "./findQuorumWorkspace.js";
import { CORE_VERSION, FORUM_RANGE } from "./VERSIONS.js";

const TEMPLATE = fileURLToPath(new URL("../template", import.meta.url));
const TOKEN = /__(key|package|Pascal|camel|Title|coreRange|forumRange)__/g;
// npm drops files named .gitignore from packages, so the template keeps it under another name.
const RENAMED = new Map([["_gitignore", ".gitignore"]]);

/**
 * @typedef {object} CreateAddonOptions
 * @property {string} name the add-on key ("my-addon")
 * @property {string} [packageName] the npm package name; the key by default
 * @property {string} [dir] where to write it; inside a Quorum checkout `packages/<key>` by default
 * @property {string} [cwd] what relative paths are relative to, and where a checkout is looked for
 */

/**
 * @typedef {object} CreatedAddon
 * @property {string} dir the new package's directory
 * @property {string[]} files the files written, relative to `dir`, sorted
 * @property {boolean} workspace whether it is a package of a Quorum checkout (Quorum dependencies `workspace:*`)
 * @property {import("./addonNames.js").AddonNames} names
 */

/**
 * Writes a new add-on package: package.json, README, CHANGELOG, configs and the sources of both
 * halves with their tests. Refuses to write into a directory that has files in it.
 *
 * @param {CreateAddonOptions} options
 * @returns {CreatedAddon}
 */
export function createAddon({ name, packageName, dir, cwd = process.cwd() }) {
  const names = addonNames(name, packageName);
  const here = findQuorumWorkspace(cwd);
  if (!dir && !here) throw new Error("Not inside a Quorum checkout: say where to write the add-on with --dir <path>.");
  const target = dir ? resolve(cwd, dir) : join(/** @type {NonNullable<typeof here>} */ (here).root, "packages", names.key);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} already exists and is not empty.`);

  const workspace = findQuorumWorkspace(target);
  const inWorkspace = workspace !== null && workspace.packageDirs.some((packages) => dirname(target) === join(workspace.root, packages));
  const coreRange = `^${workspace?.coreVersion ?? CORE_VERSION}`;
  /** @type {Record<string, string>} */
  const values = {
    key: names.key,
    package: names.packageName,
    Pascal: names.pascal,
    camel: names.camel,
    Title: names.title,
    coreRange,
    forumRange: FORUM_RANGE,
  };
  const fill = (/** @type {string} */ text) => text.replace(TOKEN, (_match, token) => values[token] ?? _match);

  const files = [];
  for (const source of templateFiles(TEMPLATE)) {
    const path = fill(
      relative(TEMPLATE, source)
        .split(sep)
        .map((part) => RENAMED.get(part) ?? part)
        .join("/"),
    );
    write(join(target, path), fill(readFileSync(source, "utf8")));
    files.push(path);
  }
  write(join(target, "package.json"), `${JSON.stringify(addonPackageJson(names, { workspace: inWorkspace, coreRange }), null, 2)}\n`);
  files.push("package.json");
  if (!inWorkspace) {
    // Outside a checkout no eslint.config.js up the tree applies: use Quorum's rules directly.
    write(join(target, "eslint.config.js"), 'export { default } from "@quorum/eslint-config";\n');
    files.push("eslint.config.js");
  }
  return { dir: target, files: files.sort(), workspace: inWorkspace, names };
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function templateFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(path) : [path];
  });
}

/**
 * @param {string} file
 * @param {string} text
 */
function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
