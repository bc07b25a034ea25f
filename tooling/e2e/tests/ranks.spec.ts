import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §3: the ranks add-on (packages/addon-ranks), from a site manager enabling it and
// defining a rank to a member posting and seeing it beside their name, and refused a link below
// the rank that allows them; with it off, its routes answer 404, no labels, and none of its code loads.
const RANKS = { key: "ranks", dir: "packages/addon-ranks/", name: "Ranks" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: ranks is off again afterwards, as it starts
// (while off, no rank labels anyone and no link is refused).
leaveAddonOffAfterAll(test, RANKS.key);

test("a site manager enables Ranks and defines a rank; a member posts, sees it beside their name, and is refused a link", async ({ page, browser }) => {
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: RANKS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The settings page lists the demo ladder; the manager defines a rank every member holds, above
  // the others, whose members may not post links.
  await page.goto("/ranks/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Ranks" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Newcomer" })).toBeVisible();
  const rankName = `Apprentice ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "New Rank" }).click();
  const form = page.getByRole("form", { name: "New Rank" });
  await form.getByLabel("Name").fill(rankName);
  await form.getByLabel("Label style").selectOption("success");
  await form.getByLabel("Member", { exact: true }).check();
  await form.getByLabel("Members of this rank may post links").uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  const defined = page.getByRole("listitem", { name: rankName });
  await expect(defined.getByText("No links")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The member posts a discussion: their name carries the rank's label.
  const member = await personPage(browser, "member", "/post/discussion");
  const title = `E2E ranked ${Date.now().toString(36)}`;
  await member.getByLabel("Title").fill(title);
  await member.getByLabel("Category").selectOption({ label: "General" });
  await member.getByLabel("Body").fill("Glad to be here.");
  await member.getByRole("button", { name: "Post Discussion" }).click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(member.locator("article").first().getByText(rankName, { exact: true })).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);

  // A comment with a link is refused, saying why; the rank allows none.
  await member.getByRole("textbox", { name: "Comment" }).fill("More at https://example.com/more");
  await member.getByRole("button", { name: "Post Comment" }).click();
  await expect(member.getByText(`Members of the rank ${rankName} cannot post links yet. Remove the link and post again.`)).toBeVisible();

  // The manager deletes the rank again: the demo ladder is as it was.
  await defined.getByRole("button", { name: `Delete: ${rankName}` }).click();
  await expect(page.getByRole("listitem", { name: rankName })).toHaveCount(0);
});

test("with Ranks off its API answers 404, no one is labelled and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(RANKS.dir);
  // The descriptor and its settings page chunk: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, RANKS.key, false);
  const requests = recordRequests(page);
  await signIn(page, "admin", "/");
  const listed = (await (await request.get("/api/v2/discussions?limit=5")).json()) as Array<{ url: string }>;
  for (const url of ["/", "/discussions", new URL(listed[0]?.url ?? "/", "http://localhost").pathname]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/ranks/settings"))?.status()).toBe(404);
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/ranks")).status()).toBe(404);
  expect((await request.get("/api/v2/ranks/1")).status()).toBe(404);
  expect((await request.post("/api/v2/ranks", { headers: API_HEADERS, data: { name: "x" } })).status()).toBe(404);
  expect((await admin.put("/api/v2/users/1/rank", { headers: API_HEADERS, data: { rankID: null } })).status()).toBe(404);
  const discussions = (await (await request.get("/api/v2/discussions?expand=insertUser,lastUser")).json()) as Array<{ insertUser?: { label?: string } }>;
  expect(discussions.length).toBeGreaterThan(0);
  expect(discussions.filter((discussion) => discussion.insertUser?.label !== undefined)).toEqual([]);

  // On again: the API answers, and the manager's settings page loads the descriptor.
  await setAddonEnabled(admin, RANKS.key, true);
  expect((await request.get("/api/v2/ranks")).status()).toBe(200);
  await page.goto("/ranks/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Ranks" })).toBeVisible();
  expect(requests.take()).toContain(files.descriptor);
  await admin.dispose();
});
