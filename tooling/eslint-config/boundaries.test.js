// Shows that the boundary rules of docs/architecture.md §1 reject what they should, and only that.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL("../../eslint.config.js", import.meta.url)) });

async function messages(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

test("core may not import a feature package", async () => {
  const found = await messages('import x from "@quorum/forum/client";\nexport default x;\n', "packages/core/src/x.ts");
  assert.equal(found.length, 1);
});

test("server may not import client core", async () => {
  const found = await messages('import x from "@quorum/core";\nexport default x;\n', "packages/server/src/x.ts");
  assert.equal(found.length, 1);
});

test("nobody may import a deep path of another package", async () => {
  const found = await messages('import x from "@quorum/core/src/router";\nexport default x;\n', "packages/forum/src/client/x.ts");
  assert.equal(found.length, 1);
});

test("an add-on may not import another add-on", async () => {
  const found = await messages('import x from "@quorum/addon-polls/client";\nexport default x;\n', "packages/addon-qna/src/client/x.ts");
  assert.equal(found.length, 1);
});

test("public entry points are allowed", async () => {
  const found = await messages('import { a } from "@quorum/core";\nimport { b } from "@quorum/server";\nexport default [a, b];\n', "packages/forum/src/x.ts");
  assert.deepEqual(found, []);
});
