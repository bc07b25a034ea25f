// Quorum's shared ESLint flat config. The boundary rules encode docs/architecture.md §1:
// add-ons import only public entry points, dependencies point one way
// (features -> core|server -> api), and core never imports a feature.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Public entry points are the package root and its declared halves; anything deeper is private. */
const deepImport = {
  regex: "^@quorum/[^/]+/(?!client$|server$|testing$|server-render$|package\\.json$).+",
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

export const boundaryRules = { deepImport, crossPackageRelative, features };

export default [
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.turbo/**", "**/test-results/**", "**/playwright-report/**", "**/.data/**", "**/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...restrict(),
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
    rules: restrict(features, { regex: "^@quorum/core(/|$)", message: "The server framework never imports client core." }),
  },
  {
    files: ["packages/addon-*/**"],
    rules: restrict({
      regex: "^@quorum/(forum|dashboard|addon-[^/]+)(/|$)",
      message: "An add-on never imports another add-on or feature package; move what they share into core/server/api.",
    }),
  },
];
