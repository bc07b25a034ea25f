import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Plugin, build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { pureReactRouter } from "./pureReactRouter";

const fixtures = fileURLToPath(new URL("./fixtures/router/", import.meta.url));
const outRoot = mkdtempSync(join(tmpdir(), "quorum-pure-router-"));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));
let builds = 0;

/** A client build of the fixture (one ES module); its text and its `renderAt`. */
async function bundle(plugins: Plugin[]): Promise<{ code: string; renderAt: (path: string) => string }> {
  const outDir = join(outRoot, String(builds++));
  await build({
    configFile: false,
    root: fixtures,
    logLevel: "silent",
    plugins,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      minify: false,
      rollupOptions: { input: join(fixtures, "app.ts"), preserveEntrySignatures: "strict", output: { codeSplitting: false } },
    },
  });
  const file = join(outDir, "assets", readdirSync(join(outDir, "assets")).find((name) => name.endsWith(".js")) ?? "");
  const module = (await import(pathToFileURL(file).href)) as { renderAt: (path: string) => string };
  return { code: readFileSync(file, "utf8"), renderAt: module.renderAt };
}

// Strings only react-router's <NavLink> and <Form> hold.
const NAV_LINK = '"aria-current"';
const FORM = '"application/x-www-form-urlencoded"';

describe("pureReactRouter", () => {
  it("without it, react-router's unused components are in the browser bundle", async () => {
    const { code } = await bundle([]);
    expect(code).toContain(NAV_LINK);
    expect(code).toContain(FORM);
    expect(code).toContain('.displayName = "Location"');
  });

  it("with it, they are gone and the routes still render", async () => {
    const { code, renderAt } = await bundle([pureReactRouter()]);
    expect(code).not.toContain(NAV_LINK);
    expect(code).not.toContain(FORM);
    expect(code).not.toContain('.displayName = "Location"');
    expect(renderAt("/discussion/5")).toBe("<p>at /discussion/5</p>");
    expect(renderAt("/elsewhere")).toBe("not found");
  });
});
