import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §5: the subcommunities add-on (packages/addon-subcommunities), from a site manager
// enabling it and creating a section to a visitor switching sections in the title bar, reading a
// section's home and searching inside one; with it off, a section's address is the not-found page, its API answers
// 404 and the browser loads none of its code.
const SUBCOMMUNITIES = { key: "subcommunities", dir: "packages/addon-subcommunities/", name: "Subcommunities" };
const suffix = Date.now().toString(36);
const SECTION = { name: `Lounge ${suffix}`, folder: `lounge-${suffix}` };
const FOLDED = { name: `Corner ${suffix}`, folder: `corner-${suffix}` };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: the section goes and the add-on is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, SUBCOMMUNITIES.key, async (admin) => {
  const sections = (await (await admin.get("/api/v2/subcommunities")).json()) as { subcommunityID: number; folder: string }[];
  const mine = sections.find((section) => section.folder === SECTION.folder);
  if (mine) await admin.delete(`/api/v2/subcommunities/${mine.subcommunityID}`, { headers: API_HEADERS });
});

test("a site manager enables Subcommunities and creates a section; a visitor reads its home, switches sections and searches inside one", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: SUBCOMMUNITIES.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The site manager creates the section on the dashboard's page; a folder the site uses is
  // refused by the folder's field, then a free one is taken.
  const offTopic = (await (await page.request.get("/api/v2/categories/off-topic")).json()) as { categoryID: number };
  await page.goto("/dashboard/subcommunities");
  await expect(page.getByRole("heading", { level: 1, name: "Subcommunities" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Product Support" })).toBeVisible();
  await page.getByRole("button", { name: "New Subcommunity" }).click();
  const form = page.getByRole("form", { name: "New Subcommunity" });
  await form.getByLabel("Name").fill(SECTION.name);
  const folder = form.getByLabel("Folder");
  await folder.fill("search");
  await form.getByLabel("Root category").selectOption(String(offTopic.categoryID));
  await form.getByLabel("Description").fill("Anything goes, in its own corner.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(folder).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("listitem")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await folder.fill(SECTION.folder);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  const created = page.getByRole("listitem", { name: SECTION.name });
  await expect(created.getByRole("link", { name: `/${SECTION.folder}` })).toBeVisible();
  await expect(created.getByText("Off Topic")).toBeVisible();
  // A discussion of its own in the section's category and one outside it: other journeys move the
  // demo's discussions between categories, so the lists are checked by these.
  const general = (await (await page.request.get("/api/v2/categories/general")).json()) as { categoryID: number };
  const INSIDE = `Inside the lounge ${suffix}`;
  const OUTSIDE = `Outside the lounge ${suffix}`;
  for (const [name, categoryID] of [
    [INSIDE, offTopic.categoryID],
    [OUTSIDE, general.categoryID],
  ] as const) {
    const posted = await page.request.post("/api/v2/discussions", {
      headers: API_HEADERS,
      data: { name, body: "Posted by the journey.", format: "text", categoryID },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }

  // A guest on a page that is no section's: the title bar's switcher offers the sections, the
  // whole site marked current, and the page loads none of the add-on's files (server data).
  const visitor = await (await browser.newContext()).newPage();
  const files = addonFiles(SUBCOMMUNITIES.dir);
  const requests = recordRequests(visitor);
  expect((await visitor.goto("/discussions"))?.status()).toBe(200);
  const switcher = visitor.getByRole("navigation", { name: "Subcommunities" });
  await expect(switcher.getByRole("link", { name: "Whole Site" })).toHaveAttribute("aria-current", "page");
  await expect(switcher.getByRole("link", { name: SECTION.name })).not.toHaveAttribute("aria-current", "page");
  await visitor.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect(await axeViolations(visitor)).toEqual([]);

  // It opens the section's home, with only its category's discussions.
  await switcher.getByRole("link", { name: SECTION.name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${SECTION.folder}$`));
  expect((await visitor.goto(`/${SECTION.folder}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: SECTION.name })).toBeVisible();
  const main = visitor.getByRole("main");
  await expect(main.getByRole("link", { name: INSIDE })).toBeVisible();
  await expect(main.getByRole("link", { name: OUTSIDE })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "How do I change my avatar?" })).toHaveCount(0);
  await expect(switcher.getByRole("link", { name: SECTION.name })).toHaveAttribute("aria-current", "page");
  await expect(switcher.getByRole("link", { name: "Whole Site" })).not.toHaveAttribute("aria-current", "page");
  await visitor.waitForLoadState("networkidle");
  expect(await axeViolations(visitor)).toEqual([]);

  // 'View All' opens the section's discussions under its folder: still the section's alone.
  await main.getByRole("link", { name: "View All" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${SECTION.folder}/discussions$`));
  await expect(main.getByRole("link", { name: INSIDE })).toBeVisible();
  await expect(main.getByRole("link", { name: OUTSIDE })).toHaveCount(0);
  await expect(switcher.getByRole("link", { name: SECTION.name })).toHaveAttribute("aria-current", "page");
  for (const path of [`/${SECTION.folder}/discussions`, `/${SECTION.folder}/categories`]) {
    expect((await visitor.goto(path))?.status(), path).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: SECTION.name })).toBeVisible();
    await visitor.waitForLoadState("networkidle");
    expect(await axeViolations(visitor), path).toEqual([]);
  }
  // A folder no section has stays the not-found page.
  expect((await visitor.goto(`/none-${suffix}/discussions`))?.status()).toBe(404);
  await visitor.goto(`/${SECTION.folder}`);

  // The switcher opens the demo's Product Support section, marked current there.
  await switcher.getByRole("link", { name: "Product Support" }).click();
  await expect(visitor).toHaveURL(/\/support$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Product Support" })).toBeVisible();
  await expect(switcher.getByRole("link", { name: "Product Support" })).toHaveAttribute("aria-current", "page");
  // Its lists: discussions of Getting Started and Bug Reports (its tree), none of Off Topic or General.
  await expect(main.getByRole("link", { name: "Getting Started" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: INSIDE })).toHaveCount(0);
  await expect(main.getByRole("link", { name: OUTSIDE })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Off Topic" })).toHaveCount(0);

  // And searches inside it: the search page, scoped to the section's categories.
  const support = (await (await visitor.request.get("/api/v2/categories/support")).json()) as { categoryID: number };
  const search = visitor.getByRole("search", { name: "Search Product Support" });
  await search.getByRole("searchbox").fill("avatar");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/search\\?query=avatar&categoryID=${support.categoryID}&includeChildCategories=true$`));
  const results = visitor.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("heading", { name: "How do I change my avatar?" })).toBeVisible();
});

test("inside a section every page keeps its folder: a member opens a discussion, posts one, and 'Whole Site' leaves the section", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, SUBCOMMUNITIES.key, true);
  const offTopic = (await (await admin.get("/api/v2/categories/off-topic")).json()) as { categoryID: number };
  const made = await admin.post("/api/v2/subcommunities", {
    headers: API_HEADERS,
    data: { name: FOLDED.name, folder: FOLDED.folder, categoryID: offTopic.categoryID },
  });
  expect(made.status(), await made.text()).toBe(201);
  const READ = `Read in the section ${suffix}`;
  const POSTED = `Posted in the section ${suffix}`;
  const OUTSIDE = `Outside the section ${suffix}`;
  const WORD = `cornerword${suffix}`;
  try {
    await signIn(page, "member", `/${FOLDED.folder}`);
    const posted = await page.request.post("/api/v2/discussions", {
      headers: API_HEADERS,
      data: { name: READ, body: `Posted by the journey: ${WORD}.`, format: "text", categoryID: offTopic.categoryID },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const general = (await (await admin.get("/api/v2/categories/general")).json()) as { categoryID: number };
    const outside = await page.request.post("/api/v2/discussions", {
      headers: API_HEADERS,
      data: { name: OUTSIDE, body: `Also ${WORD}, in another category.`, format: "text", categoryID: general.categoryID },
    });
    expect(outside.status(), await outside.text()).toBe(201);
    await page.reload();
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: FOLDED.name })).toBeVisible();

    // A discussion opened from the section's home stays under its folder.
    await main.getByRole("link", { name: READ }).click();
    await expect(page).toHaveURL(new RegExp(`/${FOLDED.folder}/discussion/\\d+`));
    await expect(page.getByRole("heading", { level: 1, name: READ })).toBeVisible();
    const switcher = page.getByRole("navigation", { name: "Subcommunities" });
    await expect(switcher.getByRole("link", { name: FOLDED.name })).toHaveAttribute("aria-current", "page");
    // So does a full load of that address (the server render knows the folder too).
    expect((await page.reload())?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: READ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // A new discussion posted from inside the section: the form is under the folder, and so is the new discussion.
    await page.getByRole("link", { name: "New Discussion" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${FOLDED.folder}/post/discussion`));
    await page.getByLabel("Title").fill(POSTED);
    await page.getByLabel("Category").selectOption({ label: "Off Topic" });
    await page.getByLabel("Body").fill("Opening post written inside a section by the end-to-end test.");
    await page.getByRole("button", { name: "Post Discussion" }).click();
    await expect(page).toHaveURL(new RegExp(`/${FOLDED.folder}/discussion/\\d+`));
    await expect(page.getByRole("heading", { level: 1, name: POSTED })).toBeVisible();

    // The title bar's search inside the section looks in the section's categories only.
    const box = page.getByRole("banner").locator("input[name=query]");
    await box.fill(WORD);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${FOLDED.folder}/search\\?`));
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: READ })).toBeVisible();
    await expect(results.getByRole("link", { name: OUTSIDE })).toHaveCount(0);

    // 'Whole Site' leaves the section: the site's home, no folder.
    await switcher.getByRole("link", { name: "Whole Site" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(switcher.getByRole("link", { name: "Whole Site" })).toHaveAttribute("aria-current", "page");
    // And a folder no section has is still the not-found page, for any page under it.
    expect((await page.goto(`/none-${suffix}/discussion/1`))?.status()).toBe(404);
  } finally {
    const sections = (await (await admin.get("/api/v2/subcommunities")).json()) as { subcommunityID: number; folder: string }[];
    const mine = sections.find((section) => section.folder === FOLDED.folder);
    if (mine) await admin.delete(`/api/v2/subcommunities/${mine.subcommunityID}`, { headers: API_HEADERS });
    await setAddonEnabled(admin, SUBCOMMUNITIES.key, false);
    await admin.dispose();
  }
});

test("with Subcommunities off a section's address is the not-found page, its API answers 404 and the browser requests none of its files", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const files = addonFiles(SUBCOMMUNITIES.dir);
  // The descriptor and its widget chunk: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, SUBCOMMUNITIES.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/support"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/subcommunities")).status()).toBe(404);
  expect((await request.get("/api/v2/subcommunities/1")).status()).toBe(404);
  expect((await request.get("/api/v2/subcommunities/abc")).status()).toBe(404);
  expect((await request.post("/api/v2/subcommunities", { headers: API_HEADERS, data: { name: "x", folder: "xyz", categoryID: 1 } })).status()).toBe(404);

  // On again: a section's home loads the descriptor (its switcher is on the page), and the API answers.
  await setAddonEnabled(admin, SUBCOMMUNITIES.key, true);
  expect((await page.goto("/support"))?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/subcommunities/abc")).status()).toBe(422);
  await setAddonEnabled(admin, SUBCOMMUNITIES.key, false);
  await admin.dispose();
});
