import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * @typedef {object} QuorumWorkspace
 * @property {string} root the checkout's root directory
 * @property {string[]} packageDirs the directories whose children are workspace packages ("packages", "apps", ...)
 * @property {string} coreVersion the version of its `@quorum/server`, which add-ons declare a range of
 */

/**
 * The Quorum checkout `from` is inside (a pnpm workspace holding `@quorum/server`), or null.
 *
 * @param {string} from
 * @returns {QuorumWorkspace | null}
 */
export function findQuorumWorkspace(from) {
  let dir = resolve(from);
  for (;;) {
    const workspaceFile = join(dir, "pnpm-workspace.yaml");
    const serverPackage = join(dir, "packages", "server", "package.json");
    if (existsSync(workspaceFile) && existsSync(serverPackage)) {
      const server = JSON.parse(readFileSync(serverPackage, "utf8"));
      if (server.name === "@quorum/server") {
        return { root: dir, packageDirs: packageDirs(readFileSync(workspaceFile, "utf8")), coreVersion: String(server.version) };
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The `dir/*` entries of pnpm-workspace.yaml's `packages` list. A line-based read is enough for
 * the simple globs this repository uses; a deeper glob is ignored (the add-on is then written as
 * a standalone package).
 *
 * @param {string} yaml
 * @returns {string[]}
 */
function packageDirs(yaml) {
  const dirs = [];
  let inPackages = false;
  for (const line of yaml.split(/\r?\n/)) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages && /^\S/.test(line)) inPackages = false;
    const entry = inPackages ? /^\s+-\s+["']?([\w.-]+)\/\*["']?\s*$/.exec(line) : null;
    if (entry?.[1]) dirs.push(entry[1]);
  }
  return dirs;
}
