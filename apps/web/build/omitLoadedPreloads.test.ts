import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { omitLoadedPreloads } from "./omitLoadedPreloads";

const fixtures = fileURLToPath(new URL("./fixtures/loadedPreloads/", import.meta.url));
const outRoot = mkdtempSync(join(tmpdir(), "quorum-loaded-preloads-"));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));
let builds = 0;

/** Builds the fixture as the client build does; the descriptor chunk's preload lists (chunk names without hashes). */
async function descriptorPreloads(plugins: Plugin[]): Promise<string[][]> {
  const outDir = join(outRoot, String(builds++));
  await build({
    configFile: false,
    root: fixtures,
    logLevel: "silent",
    plugins,
    build: { outDir, minify: false, rollupOptions: { input: join(fixtures, "entry.ts"), preserveEntrySignatures: "strict" } },
  });
  const descriptor = readdirSync(join(outDir, "assets")).find((name) => name.startsWith("descriptor-"));
  const code = readFileSync(join(outDir, "assets", descriptor ?? ""), "utf8");
  const files = JSON.parse(/m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1] ?? "[]") as string[];
  return [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((call) =>
    (call[1] ?? "")
      .split(",")
      .filter(Boolean)
      .map((index) => (files[Number(index)] ?? "?").replace(/^assets\//, "").replace(/-[\w-]+\.js$/, "")),
  );
}

describe("omitLoadedPreloads", () => {
  it("without it, the widget's preload list names the shared chunk the descriptor already imported", async () => {
    expect(await descriptorPreloads([])).toEqual([["widget", "shared"]]);
  });

  it("with it, the list names only what is not loaded yet", async () => {
    expect(await descriptorPreloads([omitLoadedPreloads()])).toEqual([["widget"]]);
  });
});
