// An ESLint rule: a relative import may not leave the package it is written in. Packages reach each
// other by name and public entry point only, so a path such as `../../../core/src/router` (which a
// pattern on the specifier alone cannot tell from a folder of the same package) is refused.
import { existsSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

const roots = new Map();

/** The folder of the nearest package.json above a file (cached: lint visits many files per folder). */
function packageRootOf(dir) {
  const cached = roots.get(dir);
  if (cached !== undefined) return cached;
  const parent = dirname(dir);
  const root = existsSync(join(dir, "package.json")) || parent === dir ? dir : packageRootOf(parent);
  roots.set(dir, root);
  return root;
}

export const noImportOutsidePackage = {
  meta: {
    type: "problem",
    docs: { description: "Relative imports stay inside their own package" },
    schema: [],
    messages: {
      outside: "'{{specifier}}' leaves this package: import another package by its name and public entry point (docs/architecture.md, boundaries).",
    },
  },
  create(context) {
    const file = context.filename;
    const root = packageRootOf(dirname(file));
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolve(dirname(file), specifier);
      if (target !== root && !target.startsWith(root + sep)) {
        context.report({ node: node.source, messageId: "outside", data: { specifier } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
