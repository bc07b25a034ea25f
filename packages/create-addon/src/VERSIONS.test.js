import assert from "node:assert/strict";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { VERSIONS } from "./VERSIONS.js";

const repo = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Every version of `name` the repository's own packages pin (workspace links left out).
 *
 * @param {string} name
 */
function repoVersions(name) {
  const found = new Set();
  for (const group of ["apps", "packages", "tooling"]) {
    for (const dir of readdirSync(join(repo, group))) {
      const file = join(repo, group, dir, "package.json");
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      for (const deps of [pkg.dependencies, pkg.devDependencies]) {
        const version = deps?.[name];
        if (version && !version.startsWith("workspace:")) found.add(version);
      }
    }
  }
  return [...found];
}

test("a new add-on pins the versions the repository uses, so it shares their single copies", () => {
  for (const [name, version] of Object.entries(VERSIONS)) {
    assert.deepEqual(repoVersions(name), [version], name);
  }
});
