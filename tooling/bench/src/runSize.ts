// Size budgets of the built site (issue 3 §6, issue 11 §7); CI runs this after the build. Builds
// nothing: run
//   pnpm turbo run build --filter=@quorum/site...
// first. Starts the built site on its own port with a fresh demo database, loads the busiest
// discussion page as a guest in Chromium with every add-on that can be off switched off, then with
// every add-on on, and sums the gzip size of the JavaScript each load fetched. Exit 1 when the
// first load with every add-on on is over its budget, when an installed add-on's descriptor chunk
// is over its budget, or when the load with add-ons off fetched any byte of a disabled add-on.
//   node src/runSize.ts [--port 3218] [--budget 2048] [--first-load-budget 100]
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { addonOwnFiles } from "./addonOwnFiles.ts";
import { chromiumLaunch } from "./chromiumLaunch.ts";
import { descriptorSizes } from "./descriptorSizes.ts";
import { measureFirstLoad, type FirstLoad } from "./measureFirstLoad.ts";
import { signInAdmin } from "./siteAdmin.ts";
import { startSite } from "./startSite.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    port: { type: "string", default: "3218" },
    budget: { type: "string", default: "2048" },
    /**
     * kB (1024 bytes) of gzip: a guest's discussion page with every add-on on loads at most this
     * (issue 11 §7); see README.md for where the bytes are.
     */
    "first-load-budget": { type: "string", default: "100" },
  },
});
const port = Number(values.port);
const budget = Number(values.budget);
const firstLoadBudget = Number(values["first-load-budget"]) * 1024;
const baseUrl = `http://127.0.0.1:${port}`;
const repo = fileURLToPath(new URL("../../..", import.meta.url));
const siteDir = join(repo, "apps", "server");
const webDir = join(repo, "apps", "web");
const resultsDir = fileURLToPath(new URL("../results", import.meta.url));

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function busiestDiscussionUrl(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/discussions?limit=100`);
  const list = (await response.json()) as Array<{ url: string; countComments: number }>;
  const busiest = [...list].sort((a, b) => b.countComments - a.countComments)[0];
  if (!busiest) throw new Error("the demo site has no discussions");
  return new URL(new URL(busiest.url, baseUrl).pathname, baseUrl).toString();
}

async function main(): Promise<number> {
  if (!existsSync(join(siteDir, "dist", "cli.js")) || !existsSync(join(webDir, "dist", "client", ".vite", "manifest.json"))) {
    throw new Error("build the site first: pnpm turbo run build --filter=@quorum/site...");
  }
  const descriptors = descriptorSizes(siteDir, webDir);
  const ownFiles = addonOwnFiles(siteDir, webDir);
  const dataDir = mkdtempSync(join(tmpdir(), "quorum-size-"));
  const password = randomUUID();
  const site = await startSite({ ...process.env, QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: password, DATABASE_URL: "" }, port);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const admin = await signInAdmin(baseUrl, "admin", password);
    const installed = await admin.addons();
    const switchable = installed.filter((addon) => !addon.alwaysOn && !addon.problem);
    const url = await busiestDiscussionUrl();

    for (const addon of switchable) await admin.setEnabled(addon.key, false);
    const off = await measureFirstLoad(browser, url);
    for (const addon of switchable) await admin.setEnabled(addon.key, true);
    const on = await measureFirstLoad(browser, url);

    report(
      installed.map((addon) => ({ key: addon.key, alwaysOn: addon.alwaysOn, problem: addon.problem })),
      off,
      on,
      descriptors,
    );
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, "size.json");
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), page: new URL(url).pathname, budget, addons: installed, firstLoad: { off, on }, descriptors }, null, 2)}\n`,
    );
    console.log(`\nWrote ${file}`);
    const failures: string[] = [];
    if (on.gzip > firstLoadBudget) {
      failures.push(`The first-load JavaScript of ${new URL(url).pathname} is ${kB(on.gzip)} gzip (budget ${kB(firstLoadBudget)}).`);
    }
    for (const d of descriptors.filter((d) => d.chunkGzip > budget)) {
      failures.push(`${d.key}'s descriptor chunk is ${d.chunkGzip} B gzip (budget ${budget} B).`);
    }
    for (const addon of switchable) {
      const own = ownFiles.get(addon.key) ?? new Set<string>();
      const leaked = off.scripts.filter((script) => own.has(script.path));
      console.log(`${addon.key} disabled: ${leaked.reduce((sum, script) => sum + script.gzip, 0)} B of its ${own.size} own files fetched (budget 0).`);
      if (leaked.length) failures.push(`With ${addon.key} disabled the page still fetched its ${leaked.map((script) => script.path).join(", ")}.`);
    }
    for (const failure of failures) console.error(`Over budget: ${failure}`);
    return failures.length ? 1 : 0;
  } finally {
    await browser.close();
    site.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(
  addons: Array<{ key: string; alwaysOn: boolean; problem?: string | undefined }>,
  off: FirstLoad,
  on: FirstLoad,
  descriptors: ReturnType<typeof descriptorSizes>,
): void {
  console.log(`\nFirst-load JavaScript of ${new URL(on.url).pathname} for a guest (gzip -9 of each file, summed):`);
  console.log(
    `  always on: ${
      addons
        .filter((a) => a.alwaysOn)
        .map((a) => a.key)
        .join(", ") || "none"
    }; switched: ${
      addons
        .filter((a) => !a.alwaysOn && !a.problem)
        .map((a) => a.key)
        .join(", ") || "none"
    }`,
  );
  console.table([
    { "add-ons": "off (always-on only)", files: off.scripts.length, raw: kB(off.bytes), gzip: kB(off.gzip) },
    { "add-ons": "all on", files: on.scripts.length, raw: kB(on.bytes), gzip: kB(on.gzip) },
  ]);
  const offPaths = new Set(off.scripts.map((s) => s.path));
  const added = on.scripts.filter((s) => !offPaths.has(s.path));
  if (added.length) {
    console.log("Files the enabled add-ons added:");
    console.table(added.map((s) => ({ file: s.path, raw: s.bytes, gzip: s.gzip })));
  }
  console.log(`Add-on descriptor chunks (budget ${budget} B gzip each):`);
  console.table(
    descriptors.map((d) => ({
      "add-on": d.key,
      "chunk gzip (B)": d.chunkGzip,
      "with own static imports (B)": d.withImportsGzip,
      status: d.chunkGzip <= budget ? "ok" : "OVER",
    })),
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
