// Lighthouse performance of the built site for a guest (issue 11 §7). Builds nothing: run
//   pnpm turbo run build --filter=@quorum/site...
// first. Starts the built site on its own port with a fresh demo database, then scores the home
// page, the busiest category and the busiest discussion with Lighthouse's default (mobile) preset
// in Debian's Chromium. A benchmark, not a test: the scores move with the machine's load.
//   node src/runLighthouse.ts [--port 3219] [--runs 1] [--url http://host:port (a running site)]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { ChildProcess } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import { chromiumLaunch } from "./chromiumLaunch.ts";
import lighthouse from "lighthouse";
import { pageScore, type PageScore } from "./pageScore.ts";
import { startSite } from "./startSite.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    port: { type: "string", default: "3219" },
    runs: { type: "string", default: "1" },
    url: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const resultsDir = fileURLToPath(new URL("../results", import.meta.url));

/** Chromium as every tool here runs it (`chromiumLaunch`), headless. */
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunch.args];

async function busiest<T>(url: string, count: (item: T) => number): Promise<T> {
  const list = (await (await fetch(url)).json()) as T[];
  const top = [...list].sort((a, b) => count(b) - count(a))[0];
  if (!top) throw new Error(`${url} listed nothing`);
  return top;
}

async function pagesOf(baseUrl: string): Promise<Array<{ name: string; url: string }>> {
  const category = await busiest<{ url: string; countDiscussions: number }>(`${baseUrl}/api/v2/categories`, (c) => c.countDiscussions);
  const discussion = await busiest<{ url: string; countComments: number }>(`${baseUrl}/api/v2/discussions?limit=100`, (d) => d.countComments);
  const path = (url: string) => new URL(new URL(url, baseUrl).pathname, baseUrl).toString();
  return [
    { name: "home", url: `${baseUrl}/` },
    { name: "category", url: path(category.url) },
    { name: "discussion", url: path(discussion.url) },
  ];
}

async function main(): Promise<number> {
  let site: ChildProcess | undefined;
  let dataDir: string | undefined;
  let baseUrl = values.url?.replace(/\/$/, "");
  if (!baseUrl) {
    const port = Number(values.port);
    dataDir = mkdtempSync(join(tmpdir(), "quorum-lighthouse-"));
    site = await startSite({ ...process.env, QUORUM_DATA_DIR: dataDir, DATABASE_URL: "" }, port);
    baseUrl = `http://127.0.0.1:${port}`;
  }
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: CHROME_FLAGS });
  try {
    const pages = await pagesOf(baseUrl);
    // A freshly started site renders its first pages slowly (V8 still compiling the renderer), and
    // Lighthouse's simulation takes the server's response time as observed: warm it up first.
    for (let round = 0; round < 10; round++) {
      for (const page of pages) await (await fetch(page.url, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    }
    const scores: PageScore[] = [];
    for (const page of pages) {
      const pageRuns: PageScore[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(page.url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        pageRuns.push(pageScore(page.name, result.lhr));
      }
      // The run with the median score stands for the page (all runs are printed).
      pageRuns.sort((a, b) => a.score - b.score);
      for (const run of pageRuns) console.log(`${page.name} ${new URL(page.url).pathname}: ${run.score}`);
      scores.push(pageRuns[Math.floor(pageRuns.length / 2)] as PageScore);
    }
    console.log("\nLighthouse performance, mobile preset (median run of each page):");
    console.table(
      scores.map((s) => ({
        page: s.page,
        score: s.score,
        "FCP s": s.metrics.fcp,
        "LCP s": s.metrics.lcp,
        "TBT ms": s.metrics.tbt,
        CLS: s.metrics.cls,
        "SI s": s.metrics.si,
      })),
    );
    for (const s of scores) {
      if (s.findings.length) console.log(`${s.page}: ${s.findings.join("; ")}`);
    }
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, "lighthouse.json");
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runs, scores }, null, 2)}\n`);
    console.log(`\nWrote ${file}`);
    return 0;
  } finally {
    chrome.kill();
    site?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
