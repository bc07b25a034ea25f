import { FORUM_RANGE, QUORUM_PEERS, VERSIONS } from "./VERSIONS.js";

/**
 * The new add-on's package.json. Inside a Quorum checkout the Quorum packages come from the
 * workspace (`workspace:*`); outside it, from a registry at the core's version range.
 * Its `exports` name the TypeScript sources, so the workspace's site builds them directly, and
 * `publishConfig.exports` the built files, which `pnpm pack` / `pnpm publish` put in their place.
 *
 * @param {import("./addonNames.js").AddonNames} names
 * @param {{ workspace: boolean; coreRange: string }} options
 */
export function addonPackageJson(names, { workspace, coreRange }) {
  const quorum = (/** @type {string} */ name) => [name, workspace ? "workspace:*" : coreRange];
  const devDependencies = Object.fromEntries(
    [
      ...QUORUM_PEERS.map(quorum),
      ["@quorum/forum", workspace ? "workspace:*" : `${FORUM_RANGE}.0`],
      quorum("@quorum/tsconfig"),
      ...(workspace ? [] : [quorum("@quorum/eslint-config")]),
      ...Object.entries(VERSIONS),
    ].sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return {
    name: names.packageName,
    version: "0.1.0",
    description: `${names.title}: a Quorum add-on`,
    type: "module",
    files: ["dist", "README.md", "CHANGELOG.md"],
    exports: {
      "./client": "./src/client/index.ts",
      "./server": "./src/server/index.ts",
      "./package.json": "./package.json",
    },
    publishConfig: {
      exports: {
        "./client": "./dist/client/index.js",
        "./server": "./dist/server/index.js",
        "./package.json": "./package.json",
      },
    },
    scripts: {
      build: "tsup",
      typecheck: "tsc -p tsconfig.json",
      lint: "eslint --max-warnings 0 src",
      test: "vitest run",
    },
    peerDependencies: {
      ...Object.fromEntries(QUORUM_PEERS.map((name) => [name, coreRange])),
      // The feature it requires, versioned on its own: its contract is what the add-on builds on.
      "@quorum/forum": `${FORUM_RANGE}.0`,
      react: "^19.0.0",
    },
    devDependencies,
    quorum: { addon: names.key },
  };
}
