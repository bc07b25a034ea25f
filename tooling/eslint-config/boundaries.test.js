// Shows that the boundary rules (docs/addons.md) reject what they should, and only that.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { baseConfig } from "./index.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The snippets name files that do not exist, which the type-aware rules cannot type: the boundary rules need no types.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: baseConfig });

async function messages(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "quorum/no-import-outside-package").map((m) => m.message);
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

test("an add-on may import another add-on's contract entries, never its halves", async () => {
  const code = 'import { qnaHooks } from "@quorum/addon-qna/contract/server";\nexport default qnaHooks;\n';
  assert.deepEqual(await messages(code, "packages/addon-badges/src/server/x.ts"), []);
  const halves = await messages('import x from "@quorum/addon-qna/server";\nexport default x;\n', "packages/addon-badges/src/server/x.ts");
  assert.equal(halves.length, 1);
});

test("public entry points are allowed", async () => {
  const found = await messages('import { a } from "@quorum/core";\nimport { b } from "@quorum/server";\nexport default [a, b];\n', "packages/forum/src/x.ts");
  assert.deepEqual(found, []);
});

test("an add-on may import the forum's contract entries, on either half", async () => {
  const code =
    'import { forumSlots } from "@quorum/forum/contract";\nimport { forumHooks } from "@quorum/forum/contract/server";\nexport default [forumSlots, forumHooks];\n';
  assert.deepEqual(await messages(code, "packages/addon-qna/src/client/x.ts"), []);
  assert.deepEqual(await messages(code, "packages/addon-qna/src/server/x.ts"), []);
});

test("an add-on may not import the forum's halves or a deep path of its contract", async () => {
  for (const path of ["@quorum/forum/client", "@quorum/forum/server", "@quorum/forum", "@quorum/forum/contract/slots", "@quorum/forum/src/contract/index"]) {
    const found = await messages(`import x from "${path}";\nexport default x;\n`, "packages/addon-qna/src/server/x.ts");
    assert.ok(found.length >= 1, path);
  }
});

test("an add-on imports the forum's test harness in tests only", async () => {
  const code = 'import { createForumTestApp } from "@quorum/forum/testing";\nexport default createForumTestApp;\n';
  assert.deepEqual(await messages(code, "packages/addon-qna/src/server/routes/answerRoutes.test.ts"), []);
  assert.deepEqual(await messages(code, "packages/addon-qna/src/server/testing/createQnaTestApp.ts"), []);
  const outside = await messages(code, "packages/addon-qna/src/server/routes/answerRoutes.ts");
  assert.equal(outside.length, 1);
  assert.match(outside[0], /\/testing entry is for tests only/);
});

test("an add-on's tests may still not import another add-on", async () => {
  const found = await messages('import x from "@quorum/addon-polls/server";\nexport default x;\n', "packages/addon-qna/src/server/x.test.ts");
  assert.equal(found.length, 1);
});

test("the editor's isomorphic entry imports only @quorum/api", async () => {
  for (const source of ['import x from "@quorum/core";', 'import x from "slate";', 'import x from "react";', 'import x from "./client/RichEditor";']) {
    const found = await messages(`${source}\nexport default x;\n`, "packages/editor/src/x.ts");
    assert.equal(found.length, 1, source);
  }
  assert.deepEqual(await messages('import { a } from "@quorum/api";\nexport default a;\n', "packages/editor/src/x.ts"), []);
});

test("the editor's client part may use core, and the server only the editor's isomorphic entry", async () => {
  assert.deepEqual(
    await messages('import { a } from "@quorum/core";\nimport b from "slate";\nexport default [a, b];\n', "packages/editor/src/client/x.ts"),
    [],
  );
  assert.equal((await messages('import x from "@quorum/server";\nexport default x;\n', "packages/editor/src/client/x.ts")).length, 1);
  assert.equal((await messages('import x from "@quorum/editor/client";\nexport default x;\n', "packages/server/src/x.ts")).length, 1);
  assert.deepEqual(await messages('import { renderRich } from "@quorum/editor";\nexport default renderRich;\n', "packages/server/src/x.ts"), []);
});

test("a relative import may not leave its package, however it is spelled", async () => {
  const sibling = await messages('import { x } from "../../../core/src/router";\nexport default x;\n', "packages/forum/src/client/x.ts");
  assert.equal(sibling.length, 1);
  assert.match(sibling[0], /leaves this package/);
  const inside = await messages('import { x } from "../../server/y";\nexport default x;\n', "packages/forum/src/client/a/x.ts");
  assert.deepEqual(inside, []);
});

test("a /testing entry is for tests: refused in production code of any package, allowed in tests and fixtures", async () => {
  const code = 'import { renderWithSite } from "@quorum/core/testing";\nexport default renderWithSite;\n';
  assert.equal((await messages(code, "packages/forum/src/client/widgets/Thing.tsx")).length, 1);
  assert.equal((await messages(code, "packages/dashboard/src/client/Page.tsx")).length, 1);
  assert.deepEqual(await messages(code, "packages/forum/src/client/widgets/Thing.test.tsx"), []);
  assert.deepEqual(await messages(code, "packages/forum/src/client/testing/fixtures.ts"), []);
  assert.deepEqual(await messages(code, "packages/forum/src/client/bulk/bulkFixtures.ts"), []);
});

test("the forum and the dashboard import no add-on, and not each other's halves", async () => {
  assert.equal((await messages('import x from "@quorum/addon-qna/client";\nexport default x;\n', "packages/forum/src/client/x.ts")).length, 1);
  assert.equal((await messages('import x from "@quorum/dashboard/client";\nexport default x;\n', "packages/forum/src/client/x.ts")).length, 1);
  assert.equal((await messages('import x from "@quorum/addon-qna/server";\nexport default x;\n', "packages/dashboard/src/server/x.test.ts")).length, 1);
});
