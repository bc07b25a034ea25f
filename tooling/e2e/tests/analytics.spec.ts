import { expect, test, type Page } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §6: the analytics add-on (packages/addon-analytics), from a site manager enabling it to
// views counted on its dashboard (each page's first load and in-app navigations, sent by the
// browser), a member choosing to be counted anonymously on the privacy page their My Account menu
// links to; with it off (and no such link), its routes answer 404, the
// browser loads none of its code and sends no page view.
const ANALYTICS = { key: "analytics", dir: "packages/addon-analytics/", name: "Analytics" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: analytics is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, ANALYTICS.key);

/** The next `POST /api/v2/tick` the page sends for an address containing `part`, and its answer. */
const nextTick = (page: Page, part: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/v2/tick" &&
      String((response.request().postDataJSON() as { url?: unknown } | null)?.url).includes(part),
  );

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

  // A guest opens it: a first load, whose view the browser sends once the page has hydrated. It
  // loads the add-on's descriptor and tracker for that, never its dashboard page.
  const guest = await (await browser.newContext()).newPage();
  const guestRequests = recordRequests(guest);
  const guestTick = nextTick(guest, `/discussion/${discussionID}`);
  await guest.goto(`/discussion/${discussionID}`);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const guestSent = await guestTick;
  expect(guestSent.status()).toBe(201);
  expect(guestSent.request().headers()["x-requested-with"]).toBe("vanilla");
  expect(guestSent.request().postDataJSON()).toMatchObject({ type: "page_view", url: expect.stringContaining(`/discussion/${discussionID}`) });
  const firstLoad = guestRequests.take().filter((path) => files.all.has(path));
  expect(firstLoad).toContain(files.descriptor);
  expect(firstLoad.length).toBeLessThanOrEqual(2);

  // A member reaches it within the app: the browser sends the view, with the site's own header.
  const member = await personPage(browser, "member", "/discussions");
  const tick = nextTick(member, `/discussion/${discussionID}`);
  await member.getByRole("link", { name: title }).first().click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const sent = await tick;
  expect(sent.status()).toBe(201);
  expect(sent.request().headers()["x-requested-with"]).toBe("vanilla");
  expect(sent.request().postDataJSON()).toMatchObject({ type: "page_view", url: expect.stringContaining(`/discussion/${discussionID}`) });

  // Both views were answered 201 once stored: the API counts them.
  const today = new Date().toISOString().slice(0, 10);
  const summary = (await (await api.get(`/api/v2/analytics/summary?from=${today}&to=${today}&limit=50`)).json()) as {
    topDiscussions: Array<{ recordID: number; views: number }>;
  };
  expect(summary.topDiscussions.find((d) => d.recordID === discussionID)?.views).toBe(2);
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
  browser,
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
  // A member's My Account menu has no link to its privacy page.
  const member = await personPage(browser, "member", "/discussions");
  await member.getByRole("button", { name: "My Account" }).click();
  await expect(member.getByRole("menuitem", { name: "Notification Preferences" })).toBeVisible();
  await expect(member.getByRole("menuitem", { name: "Analytics Privacy" })).toHaveCount(0);
  await member.context().close();

  // On again: the first load sends its view (its descriptor loaded for it), then the same in-app
  // navigation sends the discussion's.
  await setAddonEnabled(admin, ANALYTICS.key, true);
  const firstTick = nextTick(page, "/discussions");
  await page.goto("/discussions");
  expect((await firstTick).status()).toBe(201);
  await page.waitForLoadState("networkidle");
  const tick = nextTick(page, "/discussion/");
  await page.locator('main a[href^="/discussion/"]').first().click();
  expect((await tick).status()).toBe(201);
  expect(requests.take()).toContain(files.descriptor);
  await admin.dispose();
});

test("a member opts out on the Analytics privacy page: their next view is stored with no user id", async ({ browser, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, ANALYTICS.key, true);
  const categories = (await (await admin.get("/api/v2/categories")).json()) as Array<{ categoryID: number; urlcode: string }>;
  const categoryID = categories.find((c) => c.urlcode === "general")?.categoryID;
  const title = `E2E private ${Date.now().toString(36)}`;
  const created = await admin.post("/api/v2/discussions", {
    headers: API_HEADERS,
    data: { name: title, body: "Count me quietly.", format: "text", categoryID },
  });
  expect(created.status()).toBe(201);
  const { discussionID } = (await created.json()) as { discussionID: number };
  const today = new Date().toISOString().slice(0, 10);
  const summary = async () =>
    (await (await admin.get(`/api/v2/analytics/summary?from=${today}&to=${today}&limit=50`)).json()) as {
      activeMembers: Array<{ day: string; count: number }>;
      topDiscussions: Array<{ recordID: number; views: number }>;
    };
  const activeToday = async () => (await summary()).activeMembers[0]?.count ?? 0;
  const viewsOfDiscussion = async () => (await summary()).topDiscussions.find((d) => d.recordID === discussionID)?.views;
  const before = await activeToday();

  // A new member, never counted today. The privacy page's own view would count them before they
  // choose: it is refused here, and the page works all the same (a failed view is only logged).
  const name = `private${Date.now().toString(36)}`;
  const member = await (await browser.newContext()).newPage();
  const registered = await member.request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: `${name}-password` },
  });
  expect(registered.status()).toBe(201);
  await member.route("**/api/v2/tick", (route) => route.abort());
  // They find the page in their My Account menu.
  await member.goto("/discussions");
  await member.getByRole("button", { name: "My Account" }).click();
  await member.getByRole("menuitem", { name: "Analytics Privacy" }).click();
  await expect(member.getByRole("heading", { level: 1, name: "Analytics privacy" })).toBeVisible();
  expect(new URL(member.url()).pathname).toBe("/analytics/privacy");
  await expect(member.getByRole("radio", { name: "Use the site's default" })).toBeChecked();
  await member.getByRole("radio", { name: "Count my page views anonymously" }).check();
  await member.getByRole("button", { name: "Save" }).click();
  await expect(member.getByText("Your choice is saved.")).toBeVisible();
  await member.unroute("**/api/v2/tick");
  expect(await (await member.request.get("/api/v2/analytics/privacy")).json()).toEqual({ AnonymizeData: 1 });

  // Their next view is stored (answered 201), and counts towards no member.
  const quiet = nextTick(member, `/discussion/${discussionID}`);
  await member.goto(`/discussion/${discussionID}`);
  expect((await quiet).status()).toBe(201);
  expect(await viewsOfDiscussion()).toBe(1);
  expect(await activeToday()).toBe(before);

  // Back on the page their choice shows; counted as theirs again, their next view makes them active.
  await member.goto("/analytics/privacy");
  await expect(member.getByRole("radio", { name: "Count my page views anonymously" })).toBeChecked();
  expect(await axeViolations(member)).toEqual([]);
  await member.getByRole("radio", { name: "Count my page views as mine" }).check();
  await member.getByRole("button", { name: "Save" }).click();
  await expect(member.getByText("Your choice is saved.")).toBeVisible();
  const counted = nextTick(member, `/discussion/${discussionID}`);
  await member.goto(`/discussion/${discussionID}`);
  expect((await counted).status()).toBe(201);
  expect(await viewsOfDiscussion()).toBe(2);
  expect(await activeToday()).toBe(before + 1);
  await admin.dispose();
});

test("a guest's choice on the Analytics privacy page is kept in the site's cookie, which the server reads", async ({ browser, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, ANALYTICS.key, true);
  const cookieName = ((await (await admin.get("/api/v2/config?select=garden.cookie.name")).json()) as Record<string, string>)["garden.cookie.name"];
  await admin.dispose();
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto("/analytics/privacy");
  await guest.getByRole("radio", { name: "Count my page views anonymously" }).check();
  await guest.getByRole("button", { name: "Save" }).click();
  await expect(guest.getByText("Your choice is saved.")).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === `${cookieName}-AnonymizeData`);
  expect(cookie?.value).toBe("1");
  // The next view carries it to the server.
  const tick = nextTick(guest, "/discussions");
  await guest.goto("/discussions");
  const sent = await tick;
  expect(sent.status()).toBe(201);
  expect((await sent.request().allHeaders()).cookie).toContain(`${cookieName}-AnonymizeData=1`);
});
