import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompressAssets, precompressFile } from "./precompressAssets";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const outRoot = mkdtempSync(join(tmpdir(), "quorum-precompress-"));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

async function clientBuild(outDir: string, ssr = false): Promise<void> {
  await build({
    configFile: false,
    root: fixtures,
    logLevel: "silent",
    plugins: [precompressAssets()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: {
      outDir,
      ssr,
      minify: false,
      manifest: true,
      rollupOptions: { input: join(fixtures, "lazyEntry.ts"), preserveEntrySignatures: "strict" },
    },
  });
}

describe("precompressAssets", () => {
  it("writes a brotli and a gzip copy of each emitted script that decompress to the file", async () => {
    const outDir = join(outRoot, "client");
    await clientBuild(outDir);
    const scripts = readdirSync(join(outDir, "assets")).filter((name) => name.endsWith(".js"));
    const large = scripts.filter((name) => readFileSync(join(outDir, "assets", name)).length >= PRECOMPRESS_MIN_BYTES);
    // React's chunk at least: the check below would pass vacuously on nothing.
    expect(large.length).toBeGreaterThan(0);
    for (const name of large) {
      const file = join(outDir, "assets", name);
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    // The manifest is the server's, never served: left alone.
    expect(existsSync(join(outDir, ".vite", "manifest.json"))).toBe(true);
    expect(existsSync(join(outDir, ".vite", "manifest.json.br"))).toBe(false);
  });

  it("leaves the server build alone", async () => {
    const outDir = join(outRoot, "server");
    await clientBuild(outDir, true);
    expect(readdirSync(outDir, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name)))).toEqual([]);
  });

  it("skips small files and copies that would not be smaller", async () => {
    const small = join(outRoot, "small.js");
    writeFileSync(small, "export const a = 1;\n");
    await precompressFile(small);
    expect(existsSync(`${small}.br`)).toBe(false);

    // Random bytes do not compress: no copy is kept, the file itself is served.
    const noise = join(outRoot, "noise.txt");
    writeFileSync(noise, randomBytes(8192));
    await precompressFile(noise);
    expect(existsSync(`${noise}.br`)).toBe(false);
    expect(existsSync(`${noise}.gz`)).toBe(false);
  });
});
