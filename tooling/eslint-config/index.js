// Quorum's shared ESLint flat config. The boundary rules encode the house rules of docs/addons.md:
// add-ons import only public entry points (of a feature, only its contract), dependencies point
// one way (add-ons -> feature contracts -> core|server|editor -> api), and core never imports a feature.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportOutsidePackage } from "./noImportOutsidePackage.js";

/** Public entry points are the package root and its declared halves; anything deeper is private. */
const deepImport = {
  regex: "^@quorum/[^/]+/(?!client$|server$|testing$|server-render$|contract$|contract/server$|package\\.json$).+",
  message: "Import a package's public entry point, never a deep path (docs/architecture.md §1).",
};
const crossPackageRelative = {
  regex: "^(\\.\\./)+(packages|apps|tooling)/",
  message: "Reach other packages by their name and public entry point, not by a relative path.",
};
const features = {
  regex: "^@quorum/(forum|dashboard|addon-[^/]+)(/|$)",
  message: "Core, server and api never import a feature package (docs/architecture.md §1).",
};

function restrict(...patterns) {
  return { "no-restricted-imports": ["error", { patterns: [deepImport, crossPackageRelative, ...patterns] }] };
}

/** What an add-on may not import of the features: another add-on, the dashboard, the forum but for its contract (and harness). */
const otherAddons = {
  regex: "^@quorum/(dashboard|addon-[^/]+)(?!/contract$|/contract/server$)(/|$)",
  message: "An add-on never imports another add-on or the dashboard; what they share moves into core/server/api or a feature's contract.",
};
const forumBeyondContract = {
  regex: "^@quorum/forum(?!/contract$|/contract/server$|/testing$)(/|$)",
  message: "An add-on imports only the forum's contract (@quorum/forum/contract, @quorum/forum/contract/server), never its halves.",
};
const testHarnessOutsideTests = {
  regex: "^@quorum/[^/]+/testing$",
  message: "A package's /testing entry is for tests only (*.test.ts(x), testing/ folders, test fixtures).",
};
/** What the forum and the dashboard may not import: an add-on, or each other but through a contract. */
const featuresFromFeatures = {
  regex: "^@quorum/(addon-[^/]+|dashboard)(/|$)",
  message: "A feature never imports an add-on or another feature's halves; what they share moves down or into a contract.",
};

/**
 * Test files and their helpers: the only places a /testing entry may be imported. Besides
 * `*.test.*` and `testing/` folders, a few fixture modules sit beside the tests that share them.
 */
const testFiles = [
  "**/*.test.ts",
  "**/*.test.tsx",
  "**/testing/**",
  "**/test[A-Z]*.ts",
  "**/test[A-Z]*.tsx",
  "**/*Fixtures.ts",
  "**/vitest.config.ts",
  "tooling/**",
];

export const boundaryRules = { deepImport, crossPackageRelative, features, otherAddons, forumBeyondContract, testHarnessOutsideTests, featuresFromFeatures };

/** Every rule but the type-aware ones (the boundary tests lint snippets of files that do not exist). */
export const baseConfig = [
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.turbo/**", "**/test-results/**", "**/playwright-report/**", "**/.data/**", "**/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { quorum: { rules: { "no-import-outside-package": noImportOutsidePackage } } },
    rules: {
      ...restrict(testHarnessOutsideTests),
      "quorum/no-import-outside-package": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx", "**/use*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["packages/api/**"],
    rules: restrict(features, {
      regex: "^@quorum/(core|server)(/|$)",
      message: "@quorum/api is the bottom layer: it imports no other Quorum package.",
    }),
  },
  {
    files: ["packages/core/**"],
    rules: restrict(features, { regex: "^@quorum/server(/|$)", message: "Client core never imports the server framework." }),
  },
  {
    files: ["packages/server/**"],
    rules: restrict(
      features,
      { regex: "^@quorum/core(/|$)", message: "The server framework never imports client core." },
      { regex: "^@quorum/editor/(client|testing)$", message: "The server framework uses only the editor's isomorphic entry (@quorum/editor)." },
    ),
  },
  {
    // The editor sits beside core and server: a feature passes in what it needs (mention lookup,
    // uploads), so the editor imports no feature and no server.
    files: ["packages/editor/**"],
    rules: restrict(features, { regex: "^@quorum/server(/|$)", message: "The editor never imports the server framework." }),
  },
  {
    // The isomorphic entry (the rich2 format) runs on servers: @quorum/api only, no React, Slate or client core.
    files: ["packages/editor/src/*.ts"],
    rules: restrict(features, {
      regex: "^(@quorum/(core|server)(/|$)|react(-dom)?(/|$)|slate(-[a-z]+)?$|\\./client(/|$))",
      message: "The editor's isomorphic entry imports only @quorum/api: servers run it (see packages/editor/README.md).",
    }),
  },
  {
    files: ["packages/forum/**", "packages/dashboard/**"],
    rules: restrict(featuresFromFeatures, testHarnessOutsideTests),
  },
  {
    files: ["packages/addon-*/**"],
    rules: restrict(otherAddons, forumBeyondContract, testHarnessOutsideTests),
  },
  // Later blocks replace the rule whole, so the test files' block lists every pattern again but the harness one.
  { files: testFiles, rules: restrict() },
  { files: testFiles.map((glob) => `packages/addon-*/${glob.replace(/^\*\*\//, "**/")}`), rules: restrict(otherAddons, forumBeyondContract) },
  { files: testFiles.map((glob) => `packages/{forum,dashboard}/${glob.replace(/^\*\*\//, "**/")}`), rules: restrict(featuresFromFeatures) },
];

/**
 * Rules that need types, for production code: a promise nobody awaits loses its failure (an
 * unhandled rejection, or a navigation error nobody sees). Tests are left out: their `act()` and
 * user-event calls are awaited where it matters, and typing every test file doubles lint time.
 */
const typeAware = {
  files: ["packages/*/src/**/*.ts", "packages/*/src/**/*.tsx", "apps/*/src/**/*.ts", "apps/*/src/**/*.tsx", "tooling/bench/src/**/*.ts"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  languageOptions: { parserOptions: { projectService: true } },
  rules: {
    "@typescript-eslint/no-floating-promises": "error",
    "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
  },
};

export default [...baseConfig, typeAware];
