import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { omitLazyCss } from "./omitLazyCss";

const fixtures = fileURLToPath(new URL("./fixtures/lazyCss/", import.meta.url));
const outRoot = mkdtempSync(join(tmpdir(), "quorum-lazy-css-"));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));
let builds = 0;

/** Builds the fixture as the web app's client build does; returns the entry chunk's text and the preload lists it holds (file names). */
async function bundle(plugins: Plugin[]): Promise<{ code: string; preloads: string[][] }> {
  const outDir = join(outRoot, String(builds++));
  await build({
    configFile: false,
    root: fixtures,
    logLevel: "silent",
    plugins,
    build: { outDir, minify: false, rollupOptions: { input: join(fixtures, "entry.ts"), preserveEntrySignatures: "strict" } },
  });
  const entry = readdirSync(join(outDir, "assets")).find((name) => name.startsWith("entry-") && name.endsWith(".js"));
  const code = readFileSync(join(outDir, "assets", entry ?? ""), "utf8");
  const files = JSON.parse(/m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1] ?? "[]") as string[];
  const preloads = [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((call) =>
    (call[1] ?? "")
      .split(",")
      .filter(Boolean)
      .map((index) => files[Number(index)] ?? "?"),
  );
  return { code, preloads };
}

describe("omitLazyCss", () => {
  it("without it, loading the widget's chunk adds its stylesheet", async () => {
    const { preloads } = await bundle([]);
    expect(preloads.flat().some((file) => file.endsWith(".css"))).toBe(true);
  });

  it("with it, lazy imports preload their JavaScript only", async () => {
    const { preloads } = await bundle([omitLazyCss()]);
    const files = preloads.flat();
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    expect(files.filter((file) => file.endsWith(".css"))).toEqual([]);
    // The same JavaScript as without it, each list pointing at the same files in the smaller table.
    const { preloads: before } = await bundle([]);
    expect(preloads).toEqual(before.map((list) => list.filter((file) => !file.endsWith(".css"))));
  });

  it("leaves no stylesheet in the table of files", async () => {
    const { code } = await bundle([omitLazyCss()]);
    expect(code).not.toMatch(/m\.f=\[[^\]]*\.css"/);
  });
});
