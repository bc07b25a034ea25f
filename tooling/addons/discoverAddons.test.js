import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { clientModuleSource, discoverAddons, serverModuleSource } from "./index.js";

const root = mkdtempSync(join(tmpdir(), "quorum-discover-"));
after(() => rmSync(root, { recursive: true, force: true }));

/** A package in a store directory, linked into the site's node_modules as pnpm does. */
function install(site, name, pkg) {
  const store = join(root, "store", name);
  mkdirSync(store, { recursive: true });
  writeFileSync(join(store, "package.json"), JSON.stringify({ name, ...pkg }));
  const link = join(site, "node_modules", name);
  mkdirSync(join(link, ".."), { recursive: true });
  symlinkSync(store, link);
  return store;
}

test("finds the dependencies that declare an add-on key, with their entries, by package name", () => {
  const site = join(root, "site");
  mkdirSync(site, { recursive: true });
  writeFileSync(
    join(site, "package.json"),
    JSON.stringify({ dependencies: { "@acme/polls": "1.0.0", "@quorum/forum": "*", "left-pad": "1.0.0", "server-only": "1.0.0" } }),
  );
  const polls = install(site, "@acme/polls", {
    version: "1.2.3",
    quorum: { addon: "polls" },
    exports: { "./client": { types: "./dist/client.d.ts", default: "./dist/client.js" }, "./server": "./dist/server.js" },
  });
  const forum = install(site, "@quorum/forum", {
    version: "0.1.0",
    quorum: { addon: "forum" },
    exports: { "./client": "./src/client/index.ts", "./server": "./src/server/index.ts" },
  });
  install(site, "left-pad", { version: "1.0.0" });
  const serverOnly = install(site, "server-only", { version: "2.0.0", quorum: { addon: "audit" }, exports: { "./server": "./server.js" } });

  const found = discoverAddons(site);
  assert.deepEqual(
    found.map((a) => [a.key, a.version, a.client, a.server]),
    [
      ["polls", "1.2.3", join(polls, "dist/client.js"), join(polls, "dist/server.js")],
      ["forum", "0.1.0", join(forum, "src/client/index.ts"), join(forum, "src/server/index.ts")],
      ["audit", "2.0.0", undefined, join(serverOnly, "server.js")],
    ],
  );

  const client = clientModuleSource(site, join(root, "web"));
  assert.match(client, /"polls": \(\) => import\(".*dist\/client\.js"\)/);
  assert.doesNotMatch(client, /audit/);
  assert.match(client, /"forum": "\.\.\/store\/@quorum\/forum\/src\/client\/index\.ts"/);
  const server = serverModuleSource(site);
  assert.match(server, /import addon0 from ".*polls\/dist\/server\.js";/);
  assert.match(server, /export const installedAddons = \[addon0, addon1, addon2\];/);
});

test("refuses two packages with one key", () => {
  const site = join(root, "twice");
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, "package.json"), JSON.stringify({ dependencies: { a: "1", b: "1" } }));
  install(site, "a", { quorum: { addon: "same" } });
  install(site, "b", { quorum: { addon: "same" } });
  assert.throws(() => discoverAddons(site), /both declare the add-on key "same"/);
});
