import { expect, test, type APIRequestContext } from "@playwright/test";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD } from "../playwright.config";
import { setAddonEnabled, signInApi } from "./adminApi";
import { copyRepository } from "./copyRepository";
import { recordRequests } from "./recordRequests";
import { runPnpm } from "./runPnpm";
import { changedFiles, sourceDigest } from "./sourceDigest";
import { startBuiltSite, type RunningSite } from "./startBuiltSite";

// Issue 3 §4: a third-party author scaffolds an add-on, builds and packs it; a site installs the
// tarball, is built and started, and a site manager enables the add-on, all without touching core.
// It all happens in a copy of this checkout in a temporary folder (the checkout itself is never
// modified), installed offline from pnpm's store, which the suite's own install has filled.
const REPO = fileURLToPath(new URL("../../..", import.meta.url));
const KEY = "e2e-addon";
const TITLE = "E2e Addon";
const DEMO_ITEMS = [`Hello from ${TITLE}'s server route`, `Welcome to ${TITLE}`];

test.describe.configure({ mode: "serial" });

let work = "";
let checkout = "";
let site: RunningSite | undefined;
let installChanged: string[] = [];
const timings: string[] = [];

async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

test.beforeAll(async () => {
  // About 1.5 minutes on a quiet 2-core machine, 3.5 under heavy load (timings are printed at the end).
  test.setTimeout(6 * 60_000);
  work = mkdtempSync(join(tmpdir(), "quorum-addon-e2e-"));
  checkout = join(work, "quorum");
  await step("copy the checkout", () => copyRepository(REPO, checkout));
  // The author's side: scaffold, install, check and build it, pack it.
  await step("scaffold", () => runPnpm(checkout, ["create-addon", KEY]));
  await step("install (offline)", () => runPnpm(checkout, ["install", "--offline", "--no-frozen-lockfile"]));
  await step("the add-on's lint, typecheck, tests and build", () =>
    runPnpm(checkout, ["exec", "turbo", "run", "lint", "typecheck", "test", "build", `--filter=${KEY}`, "--concurrency=2", "--output-logs=errors-only"]),
  );
  await step("pack", () => runPnpm(join(checkout, "packages", KEY), ["pack", "--pack-destination", work]));
  // The site's side gets the tarball only: the sources leave the checkout.
  rmSync(join(checkout, "packages", KEY), { recursive: true, force: true });
  const tarball = join(work, readdirSync(work).find((name) => name.endsWith(".tgz")) ?? "missing.tgz");
  const before = sourceDigest(checkout);
  await step("install the tarball into the site", () => runPnpm(checkout, ["--filter", "@quorum/site", "add", tarball, "--offline"]));
  installChanged = changedFiles(before, sourceDigest(checkout));
  await step("build the site", () => runPnpm(checkout, ["exec", "turbo", "run", "build", "--filter=@quorum/site...", "--output-logs=errors-only"]));
  site = await step("start the site", () => startBuiltSite(checkout, join(work, "data"), DEMO_PASSWORD));
});

test.afterAll(async () => {
  await site?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(`add-on install journey timings:\n  ${timings.join("\n  ")}`);
});

/** The URL paths of the add-on's files in the site's client build (its chunks come from the tarball). */
function addonChunkPaths(): string[] {
  const manifest = JSON.parse(readFileSync(join(checkout, "apps", "web", "dist", "client", ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => source.includes(`/node_modules/${KEY}/dist/`))
    .map(([, chunk]) => `/${chunk.file}`);
}

async function itemsStatus(request: APIRequestContext): Promise<number> {
  return (await request.get(`${site?.url}/api/v2/${KEY}/items`)).status();
}

test("installing the tarball changes only the site's dependency list and lockfile; the site runs its built files", () => {
  expect(installChanged).toEqual(["apps/server/package.json", "pnpm-lock.yaml"]);
  const installed = realpathSync(join(checkout, "apps", "server", "node_modules", KEY));
  expect(installed).toContain(`${sep}node_modules${sep}.pnpm${sep}`);
  const pkg = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { exports: Record<string, string> };
  expect(pkg.exports).toMatchObject({ "./client": "./dist/client/index.js", "./server": "./dist/server/index.js" });
  expect(readdirSync(installed).sort()).toEqual(["CHANGELOG.md", "README.md", "dist", "package.json"]);
  expect(addonChunkPaths().length).toBeGreaterThan(1);
});

test("while disabled it costs a guest nothing: no link, no files, its page and its route answer 404", async ({ page, request }) => {
  const requests = recordRequests(page);
  await page.goto(`${site?.url}/`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE, exact: true })).toHaveCount(0);
  const files = new Set(addonChunkPaths());
  expect(requests.take().filter((path) => files.has(path))).toEqual([]);

  // Its placement is not on the home page while it is disabled; Q&A's is.
  await expect(page.getByRole("heading", { level: 2, name: "Unanswered Questions" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Latest from ${TITLE}` })).toHaveCount(0);

  expect((await page.goto(`${site?.url}/${KEY}`))?.status()).toBe(404);
  expect(await itemsStatus(request)).toBe(404);
});

test("a site manager enables it; a guest then finds its page in the title bar and sees its widget with the items of its server route", async ({
  page,
  playwright,
  request,
}) => {
  const admin = await playwright.request.newContext({ baseURL: site?.url });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, KEY, true);
  } finally {
    await admin.dispose();
  }

  // The server route reads the table the add-on's migration made, filled by its demo seed.
  const items = await request.get(`${site?.url}/api/v2/${KEY}/items`);
  expect(items.status()).toBe(200);
  expect(((await items.json()) as Array<{ name: string }>).map((item) => item.name)).toEqual(DEMO_ITEMS);

  await page.goto(`${site?.url}/`);
  // A click before hydration would be a full page load: let the page's scripts arrive.
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: TITLE, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${KEY}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const widget = page.getByRole("region", { name: "Latest items" });
  await expect(widget.getByRole("listitem")).toHaveText(DEMO_ITEMS.map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))));

  // Its placement on the forum's home page (issue 11 §3): its widget beside Q&A's in the side
  // column, and the forum's own widgets still there — no layout was replaced.
  await page.goto(`${site?.url}/`);
  const placed = page.getByRole("region", { name: `Latest from ${TITLE}` });
  await expect(placed.getByRole("listitem")).toHaveCount(DEMO_ITEMS.length);
  await expect(page.getByRole("heading", { level: 2, name: "Unanswered Questions" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recent Discussions" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Categories" })).toBeVisible();
  const homeHtml = await (await request.get(`${site?.url}/`)).text();
  expect(homeHtml).toContain(`Latest from ${TITLE}`);
  expect(homeHtml).toContain("Unanswered Questions");

  // Loaded directly, the page comes server-rendered with the widget and its items in the HTML.
  const html = await (await request.get(`${site?.url}/${KEY}`)).text();
  expect(html).toContain("Latest items");
  expect(html).toContain(`Welcome to ${TITLE}`);
});
