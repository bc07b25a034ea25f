import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { busiestDiscussion, signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §4: the badges add-on (packages/addon-badges), from a site manager enabling it to a new
// member earning 'First Comment', asking for a badge a moderator approves, and the profile and the
// leaderboard showing it; with it off, its routes answer 404 and the browser loads none of its code.
const BADGES = { key: "badges", dir: "packages/addon-badges/", name: "Badges" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: badges is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, BADGES.key);

test("a site manager enables Badges; a new member earns First Comment, asks for a badge a moderator approves; the profile and the leaderboard show them", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: BADGES.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The manager makes a badge members may ask for.
  const badgeName = `E2E Star ${Date.now().toString(36)}`;
  await page.goto("/badges/manage");
  const form = page.getByRole("form", { name: "New Badge" });
  await form.getByLabel("Name").fill(badgeName);
  await form.getByLabel("Description").fill("Shone in the end-to-end journey.");
  await form.getByLabel("Icon").selectOption("rocket");
  await form.getByLabel("Points").fill("5000");
  await form.getByLabel("Members may request it").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("link", { name: badgeName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A new member posts their first comment and hears of the badge.
  const discussion = await busiestDiscussion(page.request);
  const name = `badger${Date.now().toString(36)}`;
  const context = await browser.newContext();
  const member = await context.newPage();
  const registered = await member.request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: `${name}-password` },
  });
  expect(registered.status()).toBe(201);
  await member.goto(new URL(discussion.url, "http://localhost").pathname);
  await member.waitForLoadState("networkidle");
  const text = `My first comment here ${Date.now()}`;
  await member.getByRole("textbox", { name: "Comment" }).fill(text);
  const posted = member.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/v2/comments");
  await member.getByRole("button", { name: "Post Comment" }).click();
  const { commentID } = (await (await posted).json()) as { commentID: number };
  await expect(member.getByText(text)).toBeVisible();
  await expect(member.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications (1)");
  await member.goto("/notifications");
  await expect(member.getByText("You earned the First Comment badge")).toBeVisible();

  // The member asks for the manager's badge.
  await member.goto("/badges");
  await member.getByRole("link", { name: badgeName }).click();
  await expect(member.getByRole("heading", { level: 1, name: badgeName })).toBeVisible();
  await member.getByRole("button", { name: "Request This Badge" }).click();
  await member.getByRole("textbox", { name: "Why do you deserve it?" }).fill("I posted my first comment today.");
  await member.getByRole("button", { name: "Send Request" }).click();
  await expect(member.getByText("Your request is waiting for a moderator.")).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);
  const badgePath = new URL(member.url()).pathname;

  // A moderator approves it.
  const moderator = await personPage(browser, "moderator", badgePath);
  const requests = moderator.getByRole("region", { name: "Requests" });
  await expect(requests.getByText("I posted my first comment today.")).toBeVisible();
  await requests.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(requests.getByText("No pending requests.")).toBeVisible();
  await expect(moderator.getByRole("region", { name: "Members with this badge" }).getByRole("link", { name })).toBeVisible();

  // Another member (the moderator) opens the new member's user card from their comment: the
  // card shows both badges (the page had not loaded the add-on: the card's slot loads it).
  await moderator.goto(`/discussion/comment/${commentID}`);
  await moderator.waitForLoadState("networkidle");
  await moderator.locator(`#Comment_${commentID}`).getByRole("link", { name, exact: true }).click();
  const card = moderator.getByRole("dialog", { name });
  const cardBadges = card.getByRole("region", { name: "Badges" });
  await expect(cardBadges.getByRole("link", { name: "First Comment" })).toHaveAttribute("href", /^\/badges\/\d+$/);
  await expect(cardBadges.getByRole("link", { name: badgeName })).toBeVisible();
  // Axe on the card alone (the thread around it is checked by accessibility.spec.ts).
  const cardCheck = await new AxeBuilder({ page: moderator })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(cardCheck.violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(" ")}`))).toEqual([]);

  // The profile's Badges tab shows both; the home page's leaderboard lists the member.
  await member.goto(`/profile/badges/${name}`);
  const shown = member.getByRole("region", { name: "Badges" });
  await expect(shown.getByRole("link", { name: "First Comment" })).toBeVisible();
  await expect(shown.getByRole("link", { name: badgeName })).toBeVisible();
  await expect(shown.getByText("5005 points")).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);
  await member.goto("/");
  const board = member.getByRole("region", { name: "Leaderboard" });
  await expect(board.getByRole("listitem").filter({ hasText: name })).toHaveText(`${name} · 5005 points`);
  await board.getByRole("button", { name: "This Week" }).click();
  await expect(board.getByRole("button", { name: "This Week" })).toHaveAttribute("aria-pressed", "true");
  await expect(board.getByRole("listitem").filter({ hasText: name })).toHaveText(`${name} · 5005 points`);
  expect(await axeViolations(member)).toEqual([]);
  await context.close();
});

test("with Badges off its API answers 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(BADGES.dir);
  // The descriptor and its chunks: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, BADGES.key, false);
  const recorded = recordRequests(page);
  for (const url of ["/", "/discussions", "/profile/alice"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/badges"))?.status()).toBe(404);
  expect((await page.goto("/profile/badges/alice"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(recorded.take().filter((path) => files.all.has(path))).toEqual([]);
  for (const path of [
    "/api/v2/badges",
    "/api/v2/badges/1",
    "/api/v2/badges/abc",
    "/api/v2/badges/1/users",
    "/api/v2/badges/leaderboard",
    "/api/v2/users/1/badges",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.post("/api/v2/badges/1/requests", { headers: API_HEADERS, data: { reason: "x" } })).status()).toBe(404);

  // On again: the home page (its leaderboard) loads the descriptor, and the API answers.
  await setAddonEnabled(admin, BADGES.key, true);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(recorded.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/badges/abc")).status()).toBe(422);
  await admin.dispose();
});
