import { expect, test, type Page } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §6: the analytics add-on (packages/addon-analytics), from a site manager enabling it to
// views counted on its dashboard; with it off, its routes answer 404, the browser loads none of its
// code and sends no page view.
const ANALYTICS = { key: "analytics", dir: "packages/addon-analytics/", name: "Analytics" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: analytics is off again afterwards, as it starts.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, ANALYTICS.key, false);
  } finally {
    await admin.dispose();
  }
});

/** The next `POST /api/v2/tick` the page sends, and its answer. */
const nextTick = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/v2/tick");

test("a site manager enables Analytics; a guest's and a member's views of a discussion show on its dashboard", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const files = addonFiles(ANALYTICS.dir);
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: ANALYTICS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // A discussion of its own, so its views are this journey's alone.
  const api = await playwright.request.newContext({ baseURL });
  await signInApi(api, "admin");
  const categories = (await (await api.get("/api/v2/categories")).json()) as Array<{ categoryID: number; urlcode: string }>;
  const categoryID = categories.find((c) => c.urlcode === "general")?.categoryID;
  const title = `E2E analytics ${Date.now().toString(36)}`;
  const created = await api.post("/api/v2/discussions", { headers: API_HEADERS, data: { name: title, body: "Count me.", format: "text", categoryID } });
  expect(created.status()).toBe(201);
  const { discussionID } = (await created.json()) as { discussionID: number };

  // A guest opens it: a full page load, counted by the server as it sends the page. The guest's
  // browser loads none of the add-on's code for it.
  const guest = await (await browser.newContext()).newPage();
  const guestRequests = recordRequests(guest);
  await guest.goto(`/discussion/${discussionID}`);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await guest.waitForLoadState("networkidle");
  const firstLoad = guestRequests.take();
  expect(firstLoad.filter((path) => files.all.has(path))).toEqual([]);
  expect(firstLoad).not.toContain("/api/v2/tick");

  // A member reaches it within the app: the browser sends the view, with the site's own header.
  const member = await personPage(browser, "member", "/discussions");
  const tick = nextTick(member);
  await member.getByRole("link", { name: title }).first().click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const sent = await tick;
  expect(sent.status()).toBe(201);
  expect(sent.request().headers()["x-requested-with"]).toBe("vanilla");
  expect(sent.request().postDataJSON()).toMatchObject({ type: "page_view", url: expect.stringContaining(`/discussion/${discussionID}`) });

  // The guest's view is written just after its page was sent: wait for the API to count both.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const summary = (await (await api.get(`/api/v2/analytics/summary?from=${today}&to=${today}&limit=50`)).json()) as {
        topDiscussions: Array<{ recordID: number; views: number }>;
      };
      return summary.topDiscussions.find((d) => d.recordID === discussionID)?.views;
    })
    .toBe(2);
  await api.dispose();

  // The site manager opens Analytics from the title bar, picks today (the demo's weeks of views
  // are before it) and finds the discussion listed with both views.
  await page.goto("/");
  await page.getByRole("link", { name: "Analytics", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "false");
  const top = page.getByRole("region", { name: "Top discussions" });
  await expect(top.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) })).toContainText("2 views");
  expect(await axeViolations(page)).toEqual([]);

  // A member gets the permission page (403), and the API refuses them the figures.
  expect((await member.goto("/dashboard/analytics"))?.status()).toBe(403);
  expect((await member.request.get("/api/v2/analytics/summary?from=2026-01-01&to=2026-01-02")).status()).toBe(403);
});

test("with Analytics off its page and API answer 404, the browser requests none of its files and sends no view", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const files = addonFiles(ANALYTICS.dir);
  // The descriptor and its chunks: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, ANALYTICS.key, false);
  const requests = recordRequests(page);
  await page.goto("/discussions");
  await page.waitForLoadState("networkidle");
  // An in-app navigation, which would send a view while the add-on is on.
  await page.locator('main a[href^="/discussion/"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const taken = requests.take();
  expect(taken.filter((path) => files.all.has(path))).toEqual([]);
  expect(taken).not.toContain("/api/v2/tick");
  expect((await page.goto("/dashboard/analytics"))?.status()).toBe(404);
  expect((await request.post("/api/v2/tick", { headers: API_HEADERS, data: { url: "/" } })).status()).toBe(404);
  expect((await request.get("/api/v2/analytics/privacy")).status()).toBe(404);
  expect((await request.get("/api/v2/analytics/summary?from=2026-01-01&to=2026-01-02")).status()).toBe(404);

  // On again: the same in-app navigation loads its descriptor and sends the view.
  await setAddonEnabled(admin, ANALYTICS.key, true);
  await page.goto("/discussions");
  await page.waitForLoadState("networkidle");
  const tick = nextTick(page);
  await page.locator('main a[href^="/discussion/"]').first().click();
  expect((await tick).status()).toBe(201);
  expect(requests.take()).toContain(files.descriptor);
  await admin.dispose();
});
