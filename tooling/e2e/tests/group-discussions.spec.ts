import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../playwright.config";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn, watchCspViolations } from "./helpers";

// Issue 16 §1: discussions in a group (packages/addon-groups). A member of a private group posts in
// it from the group page; the group's discussion is the members' alone: a non-member finds it
// neither in the recent discussions nor in search, while the member does.

test.describe.configure({ timeout: 300_000 });

// The journey shares the site with every other spec: groups is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, "groups");

/** A signed-in page of its own (cookies apart), for a second person in the same journey. */
async function personPage(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, name);
  return page;
}

async function searchResults(page: Page, words: string) {
  await page.goto(`/search?query=${encodeURIComponent(words)}`);
  await page.waitForLoadState("networkidle");
  return page.getByRole("main");
}

test("a member of a private group posts in it from the group page; a non-member sees it neither in the recent discussions nor in search", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, "groups", true);
  await admin.dispose();

  const csp = watchCspViolations(page);
  const stamp = Date.now().toString(36);
  const groupName = `Night Owls ${stamp}`;
  const title = `Owl plans ${stamp}`;

  // The member starts a private group (leading it) from /groups.
  await signIn(page, "member", "/groups");
  const form = page.getByRole("form", { name: "New Group" });
  await form.getByLabel("Name").fill(groupName);
  await form.getByLabel("Description").fill("We meet after dark.");
  await form.getByLabel("Privacy").selectOption({ label: "Private" });
  await form.getByRole("button", { name: "Create Group" }).click();
  await expect(page.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  const groupPath = new URL(page.url()).pathname;

  // From the group page: New Discussion opens the forum's form in the group, its only category.
  const discussions = page.getByRole("region", { name: "Discussions" });
  await expect(discussions.getByText("No discussions were found.")).toBeVisible();
  await discussions.getByRole("link", { name: "New Discussion" }).click();
  await expect(page).toHaveURL(/\/post\/discussion\/social-groups\?groupid=\d+/);
  await expect(page.getByLabel("Category")).toHaveValue(/\d+/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body").fill("Where shall we meet tonight?");
  await page.getByRole("button", { name: "Post Discussion" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The group page lists it; so do the member's recent discussions and search.
  await page.goto(groupPath);
  await expect(page.getByRole("region", { name: "Discussions" }).getByRole("link", { name: title })).toBeVisible();
  // The group page is a server layout: its HTML carries the group and its discussions before any script runs.
  const html = await (await page.request.get(groupPath)).text();
  expect(html).toContain(groupName);
  expect(html).toContain(title);
  await page.goto("/discussions");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect((await searchResults(page, title)).getByRole("heading", { name: title })).toBeVisible();

  // A new member of the site, no member of the group, finds it nowhere: not in the recent
  // discussions, not in search. (Only the demo accounts have known passwords: this one registers.)
  const outsider = `owlet${stamp}`;
  const registered = await page.request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name: outsider, email: `${outsider}@example.com`, password: DEMO_PASSWORD },
  });
  expect(registered.status()).toBeLessThan(300);
  const bob = await personPage(browser, outsider);
  await bob.goto("/discussions");
  await bob.waitForLoadState("networkidle");
  await expect(bob.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bob.getByRole("link", { name: title })).toHaveCount(0);
  const bobSearch = await searchResults(bob, title);
  await expect(bobSearch.getByText("No results found.")).toBeVisible();
  await expect(bobSearch.getByText(title)).toHaveCount(0);
  // The group itself is listed (private), its discussions are not shown to him.
  await bob.goto(groupPath);
  await expect(bob.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  await expect(bob.getByRole("region", { name: "Discussions" })).toHaveCount(0);
  await expect(bob.getByText(title)).toHaveCount(0);
  expect(csp).toEqual([]);
});
