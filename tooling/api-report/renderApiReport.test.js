// The report shows what an importer can rely on, and nothing that is not part of it.
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { renderApiReport } from "./renderApiReport.js";

function reportOf(files) {
  const dir = mkdtempSync(join(tmpdir(), "api-report-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const file = join(dir, "index.ts");
  const program = ts.createProgram({
    rootNames: [file],
    options: { strict: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
  });
  return renderApiReport({ name: "@acme/x", file }, program);
}

const library = {
  "index.ts":
    'export { greet } from "./greet";\nexport type { Options } from "./Options";\nexport { Counter } from "./Counter";\nexport const LIMIT = 30 as const;\n',
  "greet.ts":
    'import type { Options } from "./Options";\n/** Says hello. */\nexport function greet(name: string, options?: Options): string {\n  return `hello ${name}${options?.loud ? "!" : ""}`;\n}\nexport function hidden(): void {}\n',
  "Options.ts": "// why loud\nexport interface Options {\n  /** Shout. */\n  loud: boolean;\n}\n",
  "Counter.ts":
    "export class Counter {\n  #count = 0;\n  private secret = 1;\n  constructor(private readonly start = 0) {}\n  async next(): Promise<number> {\n    return ++this.#count + this.start + this.secret;\n  }\n}\n",
};

test("lists every export with its signature, sorted, without comments or bodies", () => {
  const report = reportOf(library);
  assert.match(report, /export function greet\(name: string, options\?: Options \| undefined\): string;/);
  assert.match(report, /export interface Options \{\n\s+loud: boolean;\n\}/);
  assert.match(report, /export const LIMIT: 30;/);
  assert.match(report, /export class Counter \{\n\s+constructor\(start\?\);\n\s+next\(\): Promise<number>;\n\}/);
  assert.doesNotMatch(report, /hidden|secret|#count|Shout|why loud|return/);
  assert.ok(report.indexOf("Counter") < report.indexOf("greet") && report.indexOf("greet") < report.indexOf("LIMIT"));
});

test("a changed signature changes the report", () => {
  const changed = { ...library, "greet.ts": library["greet.ts"].replace("name: string,", "name: string, times: number,") };
  assert.notEqual(reportOf(changed), reportOf(library));
  assert.match(reportOf(changed), /greet\(name: string, times: number, options\?: Options \| undefined\)/);
});
