import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEMO_PASSWORD } from "../playwright.config";
import { startBuiltSite, type RunningSite } from "./startBuiltSite";

// A site on PostgreSQL serves from one process per core. This journey needs a PostgreSQL server:
// CI (`.ci/run`) and `npm test` with QUORUM_TEST_DATABASE_URL (an admin URL) provide one.
const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
test.skip(!adminUrl, "needs PostgreSQL: set QUORUM_TEST_DATABASE_URL to an admin URL, as CI does");

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const database = `quorum_e2e_${process.pid}`;
let site: RunningSite;
let dataDir: string;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One request on a connection of its own: the workers share the port and each new connection
 * goes to the next, so a run of these reaches every process (a browser keeps one connection).
 */
function fresh(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}): Promise<{ status: number; text: string; cookies: string[] }> {
  const url = new URL(path, site.url);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        agent: false,
        headers: {
          connection: "close",
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(body ? { "content-type": "application/json", "x-requested-with": "vanilla" } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text, cookies: response.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl ?? "");
  url.pathname = `/${database}`;
  dataDir = mkdtempSync(join(tmpdir(), "quorum-e2e-pg-"));
  site = await startBuiltSite(repoRoot, dataDir, DEMO_PASSWORD, { DATABASE_URL: url.toString(), QUORUM_WORKERS: "2" });
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test("a site manager's change made through one process shows on every process's next answer", async ({ page }) => {
  await expect.poll(() => site.output()).toContain("database: PostgreSQL, 2 processes");

  const signIn = await fresh("/api/v2/authenticate/password", { method: "POST", body: { username: "admin", password: DEMO_PASSWORD } });
  expect(signIn.status).toBe(200);
  const cookie = signIn.cookies.map((c) => c.split(";")[0]).join("; ");

  const qnaEnabled = async () => {
    const addons = JSON.parse((await fresh("/api/v2/addons", { cookie })).text) as Array<{ key: string; enabled: boolean }>;
    return addons.find((addon) => addon.key === "qna")?.enabled;
  };
  // Every process reads the settings and the add-on flags (and would keep them for 30 s). Each
  // kind of read runs in a row of its own: new connections take turns among the processes, so
  // interleaved kinds would each keep meeting the same process.
  for (let i = 0; i < 6; i++) expect(JSON.parse((await fresh("/api/v2/config")).text)["garden.title"]).toBe("Quorum");
  for (let i = 0; i < 6; i++) expect(await qnaEnabled()).toBe(true);

  expect((await fresh("/api/v2/config", { method: "PATCH", cookie, body: { "garden.title": "Two Process Forum" } })).status).toBe(200);
  expect((await fresh("/api/v2/addons/qna", { method: "PATCH", cookie, body: { enabled: false } })).status).toBe(200);

  const titles: string[] = [];
  for (let i = 0; i < 10; i++) titles.push(JSON.parse((await fresh("/api/v2/config")).text)["garden.title"] as string);
  expect(new Set(titles)).toEqual(new Set(["Two Process Forum"]));
  const flags: Array<boolean | undefined> = [];
  for (let i = 0; i < 10; i++) flags.push(await qnaEnabled());
  expect(new Set(flags)).toEqual(new Set([false]));

  // What a visitor sees: the page of whichever process answers carries the new title.
  for (let i = 0; i < 3; i++) {
    await page.context().clearCookies();
    await page.goto(`${site.url}/`);
    await expect(page).toHaveTitle(/Two Process Forum/);
  }
});
