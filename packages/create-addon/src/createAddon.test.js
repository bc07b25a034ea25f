import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { createAddon } from "./createAddon.js";

const root = mkdtempSync(join(tmpdir(), "quorum-create-addon-"));
after(() => rmSync(root, { recursive: true, force: true }));

/**
 * A directory that looks like a Quorum checkout to the generator, its core at `coreVersion`.
 *
 * @param {string} name
 * @param {string} coreVersion
 */
function fakeCheckout(name, coreVersion) {
  const checkout = join(root, name);
  mkdirSync(join(checkout, "packages", "server"), { recursive: true });
  writeFileSync(join(checkout, "pnpm-workspace.yaml"), 'packages:\n  - apps/*\n  - "packages/*"\n\nnodeVersion: 22.23.3\n');
  writeFileSync(join(checkout, "packages", "server", "package.json"), JSON.stringify({ name: "@quorum/server", version: coreVersion }));
  return checkout;
}

const read = (/** @type {string} */ dir, /** @type {string} */ file) => readFileSync(join(dir, file), "utf8");

const EXPECTED_FILES = [
  ".gitignore",
  "CHANGELOG.md",
  "README.md",
  "package.json",
  "src/MyAddonItem.ts",
  "src/client/MyAddonPage.test.tsx",
  "src/client/MyAddonPage.tsx",
  "src/client/MyAddonWidget.test.tsx",
  "src/client/MyAddonWidget.tsx",
  "src/client/index.ts",
  "src/client/myAddonItemsQuery.ts",
  "src/client/testing/setup.ts",
  "src/server/MyAddonTables.ts",
  "src/server/index.ts",
  "src/server/listMyAddonItems.ts",
  "src/server/migrations/0001_myAddon.ts",
  "src/server/myAddonPlacements.ts",
  "src/server/myAddonRoutes.test.ts",
  "src/server/myAddonRoutes.ts",
  "src/server/myAddonWidgets.ts",
  "src/server/seedMyAddon.ts",
  "src/shared/myAddonWidgets.ts",
  "tsconfig.json",
  "tsup.config.ts",
  "vitest.config.ts",
];

test("inside a Quorum checkout it writes packages/<key>, built on the workspace's Quorum packages", () => {
  const checkout = fakeCheckout("checkout", "0.3.2");
  const addon = createAddon({ name: "my-addon", cwd: join(checkout, "packages") });

  assert.equal(addon.dir, join(checkout, "packages", "my-addon"));
  assert.equal(addon.workspace, true);
  assert.deepEqual(addon.files, EXPECTED_FILES);

  const pkg = JSON.parse(read(addon.dir, "package.json"));
  assert.equal(pkg.name, "my-addon");
  assert.equal(pkg.version, "0.1.0");
  assert.deepEqual(pkg.quorum, { addon: "my-addon" });
  assert.deepEqual(pkg.peerDependencies, {
    "@quorum/api": "^0.3.2",
    "@quorum/core": "^0.3.2",
    "@quorum/server": "^0.3.2",
    "@quorum/forum": "^0.1.0",
    react: "^19.0.0",
  });
  assert.equal(pkg.devDependencies["@quorum/forum"], "workspace:*");
  assert.equal(pkg.devDependencies["@quorum/core"], "workspace:*");
  assert.equal(pkg.devDependencies.tsup, "9.0.0");
  assert.deepEqual(pkg.exports["./client"], "./src/client/index.ts");
  assert.deepEqual(pkg.publishConfig.exports, {
    "./client": "./dist/client/index.js",
    "./server": "./dist/server/index.js",
    "./package.json": "./package.json",
  });
  assert.deepEqual(Object.keys(pkg.scripts).sort(), ["build", "lint", "test", "typecheck"]);

  // The names are filled in everywhere, the core range included; no placeholder is left behind.
  const server = read(addon.dir, "src/server/index.ts");
  // The key is written once, in package.json; both halves read it from there.
  assert.match(server, /key: quorum\.addon,/);
  assert.match(server, /import \{ quorum, version \} from "\.\.\/\.\.\/package\.json";/);
  assert.match(read(addon.dir, "src/client/index.ts"), /key: quorum\.addon,/);
  assert.doesNotMatch(server, /"my-addon"/);
  // It places its widget on the forum's home page, so it requires the forum.
  assert.match(server, /requires: \{ forum: "\^0\.1" \},/);
  assert.match(server, /placements: myAddonPlacements,/);
  // One widget value for both halves: the client registers its component, the server hydrates it.
  assert.match(
    read(addon.dir, "src/shared/myAddonWidgets.ts"),
    /defineWidget<MyAddonWidgetProps>\(\{ id: "react\.my-addon\.items", component: "MyAddonWidget" \}\)/,
  );
  assert.match(read(addon.dir, "src/client/index.ts"), /widgets: \[myAddonItemsWidget\.client\(\(\) => import\("\.\/MyAddonWidget"\)\)\]/);
  assert.match(read(addon.dir, "src/server/myAddonWidgets.ts"), /myAddonItemsWidget\.hydrate<HydrateContext>/);
  assert.match(read(addon.dir, "src/server/myAddonPlacements.ts"), /layout: forumLayouts\.home,\n\s+at: "secondary",\n\s+id: "my-addon\.items",/);
  assert.match(server, /definePermission\("my-addon\.view", \{/);
  assert.match(server, /coreVersion: "\^0\.3\.2",/);
  assert.match(read(addon.dir, "src/client/index.ts"), /routes: \[\{ path: "\/my-addon", load: \(\) => import\("\.\/MyAddonPage"\) \}\]/);
  assert.match(read(addon.dir, "src/server/migrations/0001_myAddon.ts"), /createTable\("myAddonItems"\)/);
  assert.match(read(addon.dir, "src/server/myAddonRoutes.ts"), /app\.get\("\/my-addon\/items"/);
  for (const file of addon.files) assert.doesNotMatch(read(addon.dir, file), /__[A-Za-z]+__/, file);
});

test("a scoped package name changes the package, not the key or the folder", () => {
  const checkout = fakeCheckout("scoped", "0.1.0");
  const addon = createAddon({ name: "polls", packageName: "@acme/quorum-polls", cwd: checkout });
  assert.equal(addon.dir, join(checkout, "packages", "polls"));
  const pkg = JSON.parse(read(addon.dir, "package.json"));
  assert.equal(pkg.name, "@acme/quorum-polls");
  assert.deepEqual(pkg.quorum, { addon: "polls" });
  assert.match(read(addon.dir, "README.md"), /^# @acme\/quorum-polls\n/);
});

test("outside a checkout it writes a standalone package: registry ranges and its own lint config", () => {
  const addon = createAddon({ name: "my-addon", dir: "elsewhere/my-addon", cwd: root });
  assert.equal(addon.dir, join(root, "elsewhere", "my-addon"));
  assert.equal(addon.workspace, false);
  assert.deepEqual(addon.files, [...EXPECTED_FILES, "eslint.config.js"].sort());
  const pkg = JSON.parse(read(addon.dir, "package.json"));
  assert.equal(pkg.devDependencies["@quorum/core"], "^0.1.0");
  assert.equal(pkg.devDependencies["@quorum/eslint-config"], "^0.1.0");
  assert.match(read(addon.dir, "eslint.config.js"), /@quorum\/eslint-config/);
});

test("a folder of a checkout that is not a workspace package gets the standalone form too", () => {
  const checkout = fakeCheckout("nested", "0.1.0");
  const addon = createAddon({ name: "my-addon", dir: "examples/deep/my-addon", cwd: checkout });
  assert.equal(addon.workspace, false);
});

test("refuses to overwrite, and asks where to write when not in a checkout", () => {
  const checkout = fakeCheckout("taken", "0.1.0");
  mkdirSync(join(checkout, "packages", "my-addon"), { recursive: true });
  writeFileSync(join(checkout, "packages", "my-addon", "notes.txt"), "mine");
  assert.throws(() => createAddon({ name: "my-addon", cwd: checkout }), /already exists and is not empty/);
  assert.equal(read(join(checkout, "packages", "my-addon"), "notes.txt"), "mine");

  assert.throws(() => createAddon({ name: "my-addon", cwd: root }), /Not inside a Quorum checkout/);
});
