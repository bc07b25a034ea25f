import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Plugin, build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { cjsExportsAsValues } from "./cjsExportsAsValues";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const entry = join(fixtures, "lazyEntry.ts");
const outRoot = mkdtempSync(join(tmpdir(), "quorum-cjs-values-"));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

const GETTER = "get: ((k) => from[k]).bind(null, key),";
let builds = 0;

/** Builds the fixture as the web app's server (or client) build does, and returns the output file's path and text. */
async function bundle(plugins: Plugin[], ssr = true): Promise<{ file: string; code: string }> {
  const outDir = join(outRoot, String(builds++));
  await build({
    configFile: false,
    root: fixtures,
    logLevel: "silent",
    plugins,
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      minify: false,
      ssr,
      // As in the web app's server build: the lazy import is inlined, one output file.
      // (A browser build would otherwise drop the entry's unused export, and with it React.)
      rollupOptions: { input: entry, preserveEntrySignatures: "strict", output: { entryFileNames: "entry.js", codeSplitting: false } },
    },
  });
  const file = join(outDir, "entry.js");
  return { file, code: readFileSync(file, "utf8") };
}

async function renderWith(file: string): Promise<string> {
  const mod = (await import(pathToFileURL(file).href)) as { renderLazyCounter: (start: number) => Promise<string> };
  return mod.renderLazyCounter(3);
}

describe("cjsExportsAsValues", () => {
  it("without it, a server bundle reads React's exports through a getter per export", async () => {
    const { file, code } = await bundle([]);
    expect(code).toContain("__toESM(require_react()");
    expect(code).toContain(GETTER);
    expect(await renderWith(file)).toBe("<output>count 3</output>");
  });

  it("with it, the server bundle copies them as values and still renders", async () => {
    const { file, code } = await bundle([cjsExportsAsValues()]);
    expect(code).toContain("__toESM(require_react()");
    expect(code).not.toContain(GETTER);
    expect(code).toContain("value: from[key],");
    expect(await renderWith(file)).toBe("<output>count 3</output>");
  });

  it("leaves the browser build alone", async () => {
    const { code } = await bundle([cjsExportsAsValues()], false);
    expect(code).toContain(GETTER);
  });

  it("refuses to build when Rolldown's interop helper is not the one it knows", async () => {
    const changedHelper: Plugin = {
      name: "test:changed-helper",
      renderChunk: (code) => ({ code: code.replace(GETTER, "get: () => from[key],"), map: null }),
    };
    await expect(bundle([changedHelper, cjsExportsAsValues()])).rejects.toThrow(/interop helper changed/);
  });
});
