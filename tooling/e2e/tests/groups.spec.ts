import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 16 §1 and §4: the groups add-on (packages/addon-groups), from a site manager enabling it
// to members using it; with it off, its routes answer 404 and the browser loads none of its code.
const GROUPS = { key: "groups", dir: "packages/addon-groups/", name: "Groups" };
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe.configure({ timeout: 300_000 });

/** A signed-in page of its own (cookies apart), for a second person in the same journey. */
async function personPage(browser: Browser, name: string, target: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, name);
  await page.goto(target);
  await page.waitForLoadState("networkidle");
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
leaveAddonOffAfterAll(test, GROUPS.key);

test("a site manager enables Groups; members create, find, join and lead groups; a secret group stays hidden", async ({ page, browser }) => {
  // The site manager switches it on from the dashboard.
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: GROUPS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The demo's moderator starts a public group and a secret one (leading both).
  const leader = await personPage(browser, "moderator", "/groups");
  const stamp = Date.now().toString(36);
  const publicName = `Trail Runners ${stamp}`;
  const secretName = `Quiet Room ${stamp}`;
  const publicPath = await createGroup(leader, publicName, "Public");
  const secretPath = await createGroup(leader, secretName, "Secret");
  await expect(leader.getByRole("button", { name: "Leave Group" })).toBeVisible();
  expect(await axeViolations(leader)).toEqual([]);

  // A member finds the public group by searching, joins it, and is listed among its members.
  const member = await personPage(browser, "member", "/groups");
  await member.getByLabel("Search groups").fill(`trail runners ${stamp}`);
  await member.getByRole("link", { name: publicName }).click();
  await expect(member.getByRole("heading", { level: 1, name: publicName })).toBeVisible();
  await member.getByRole("button", { name: "Join Group" }).click();
  await expect(member.getByRole("button", { name: "Leave Group" })).toBeVisible();
  await expect(member.getByRole("region", { name: "Members" }).getByText("member", { exact: true })).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);
  await member.goto("/groups");
  await member.waitForLoadState("networkidle");
  await member.getByRole("button", { name: "My Groups" }).click();
  await expect(member.getByRole("link", { name: publicName })).toBeVisible();

  // The secret group is nowhere for them: not in the list, not by search, its page is missing.
  await member.getByRole("button", { name: "All Groups" }).click();
  await member.getByLabel("Search groups").fill(`quiet room ${stamp}`);
  await expect(member.getByText("No groups found.")).toBeVisible();
  expect((await member.request.get(`/api/v2${secretPath}`)).status()).toBe(404);
  expect((await member.goto(secretPath))?.status()).toBe(404);
  await expect(member.getByRole("heading", { level: 1, name: "Group Not Found" })).toBeVisible();
  await expect(member.getByText(secretName)).toHaveCount(0);

  // Its leader invites them by email; they accept and it is hers to read.
  await leader.goto(secretPath);
  await leader.getByLabel("Emails").fill("member@example.com");
  await leader.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(leader.getByLabel("Emails")).toHaveValue("");
  await member.goto(secretPath);
  await member.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(member.getByRole("button", { name: "Leave Group" })).toBeVisible();
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
  expect((await page.goto("/groups/1"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/groups")).status()).toBe(404);
  expect((await request.post("/api/v2/groups", { headers: API_HEADERS, data: { name: "x", privacy: "public" } })).status()).toBe(404);

  // On again: the descriptor is loaded with its next page (only pages using Groups load it), and the API answers.
  await setAddonEnabled(admin, GROUPS.key, true);
  await page.goto("/groups");
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/groups")).status()).toBe(200);
  await admin.dispose();
});
