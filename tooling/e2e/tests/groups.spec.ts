import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 16 §1 and §4: the groups add-on (packages/addon-groups), from a site manager enabling it
// to members using it; with it off, its routes answer 404 and the browser loads none of its code.
const GROUPS = { key: "groups", dir: "packages/addon-groups/", name: "Groups" };
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe.configure({ timeout: 180_000 });

/** A signed-in page of its own (cookies apart), for a second person in the same journey. */
async function personPage(browser: Browser, name: string, target = "/"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, name, target);
  return page;
}

/** Creates a group from the /groups page's form, as a person would; returns its page path. */
async function createGroup(page: Page, name: string, privacy: "Public" | "Private" | "Secret"): Promise<string> {
  await page.goto("/groups");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "New Group" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill(`All about ${name}.`);
  await form.getByLabel("Privacy").selectOption({ label: privacy });
  await form.getByRole("button", { name: "Create Group" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(" ")}`));
}

// The journeys share the site with every other spec: groups is off again afterwards, as it starts.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, GROUPS.key, false);
  } finally {
    await admin.dispose();
  }
});

test("a site manager enables Groups; members create, find, join and lead groups; a secret group stays hidden", async ({ page, browser }) => {
  // The site manager switches it on from the dashboard.
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: GROUPS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // A member starts a public group and a secret one.
  const member = await personPage(browser, "member");
  const stamp = Date.now().toString(36);
  const publicName = `Trail Runners ${stamp}`;
  const secretName = `Quiet Room ${stamp}`;
  const publicPath = await createGroup(member, publicName, "Public");
  const secretPath = await createGroup(member, secretName, "Secret");
  await expect(member.getByRole("button", { name: "Leave Group" })).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);

  // Another member finds the public group by searching, joins it, and is listed among its members.
  const alice = await personPage(browser, "alice", "/groups");
  await alice.getByLabel("Search groups").fill(`trail runners ${stamp}`);
  await alice.getByRole("link", { name: publicName }).click();
  await expect(alice.getByRole("heading", { level: 1, name: publicName })).toBeVisible();
  await alice.getByRole("button", { name: "Join Group" }).click();
  await expect(alice.getByRole("button", { name: "Leave Group" })).toBeVisible();
  await expect(alice.getByRole("region", { name: "Members" }).getByText("alice")).toBeVisible();
  expect(await axeViolations(alice)).toEqual([]);
  await alice.getByRole("button", { name: "My Groups" }).click();
  await expect(alice.getByRole("link", { name: publicName })).toBeVisible();

  // The secret group is nowhere for her: not in the list, not by search, its page is missing.
  await alice.getByRole("button", { name: "All Groups" }).click();
  await alice.getByLabel("Search groups").fill(`quiet room ${stamp}`);
  await expect(alice.getByText("No groups found.")).toBeVisible();
  expect((await alice.request.get(`/api/v2${secretPath}`)).status()).toBe(404);
  await alice.goto(secretPath);
  await expect(alice.getByRole("heading", { level: 1, name: "Group Not Found" })).toBeVisible();
  await expect(alice.getByText(secretName)).toHaveCount(0);

  // Its leader invites her by email; she accepts and it is hers to read.
  await member.goto(secretPath);
  await member.getByLabel("Emails").fill("alice@example.com");
  await member.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(member.getByLabel("Emails")).toHaveValue("");
  await alice.goto(secretPath);
  await alice.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(alice.getByRole("button", { name: "Leave Group" })).toBeVisible();
  expect(publicPath).not.toBe(secretPath);
});

test("with Groups off its API answers 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(GROUPS.dir);
  // The descriptor and its page chunks: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, GROUPS.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/groups"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/groups")).status()).toBe(404);
  expect((await request.post("/api/v2/groups", { headers: API_HEADERS, data: { name: "x", privacy: "public" } })).status()).toBe(404);

  // On again: the descriptor is loaded with the next page, and the API answers.
  await setAddonEnabled(admin, GROUPS.key, true);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/groups")).status()).toBe(200);
  await admin.dispose();
});
