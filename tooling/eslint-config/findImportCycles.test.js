// The cycle check finds loops of imports (types included) through relative paths, and nothing else.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { findImportCycles } from "./findImportCycles.js";

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), "cycles-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

test("a loop of three files is reported once, as the path around it", () => {
  const root = tree({
    "src/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
    "src/b.ts": 'import { c } from "./deep/c";\nexport const b = () => c;\n',
    "src/deep/c.ts": 'export { a as c } from "../a";\n',
    "src/d.ts": 'import { a } from "./a";\nexport const d = a;\n',
  });
  assert.deepEqual(findImportCycles(root), [["src/a.ts", "src/b.ts", "src/deep/c.ts", "src/a.ts"]]);
});

test("a loop through type imports counts; package imports and dependencies without a loop do not", () => {
  const root = tree({
    "src/Props.ts": 'import type { Thing } from "./Thing";\nexport interface Props { thing: Thing }\n',
    "src/Thing.tsx": 'import type { Props } from "./Props";\nexport type Thing = (p: Props) => null;\n',
    "src/one.ts": 'import x from "@scope/pkg";\nimport { two } from "./two";\nexport default [x, two];\n',
    "src/two.ts": "export const two = 2;\n",
    "node_modules/pkg/index.ts": 'import "./index";\n',
  });
  assert.deepEqual(findImportCycles(root), [["src/Props.ts", "src/Thing.tsx", "src/Props.ts"]]);
});

test("a tree without loops gives none", () => {
  const root = tree({ "a.ts": 'import "./b";\n', "b.ts": "export {};\n" });
  assert.deepEqual(findImportCycles(root), []);
});
