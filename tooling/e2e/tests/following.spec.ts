import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { API_HEADERS } from "./adminApi";
import { signIn } from "./helpers";

const CATEGORY = "Bug Reports";
const PATH = "/categories/bug-reports";
const POPUP_POSTS = "Notification popup Notify me of new posts";
const POPUP_COMMENTS = "Notification popup Notify me of new comments";

/** Waits for the next saved preferences of a category (the dropdown's PATCH), whenever the throttle sends it. */
const saved = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === "PATCH" && /\/api\/v2\/categories\/\d+\/preferences\/\d+$/.test(response.url()));

test("a member follows a category from its page, changes a toggle that stays saved, finds it in the followed content and unfollows", async ({ page }) => {
  await signIn(page, "member", PATH);
  await expect(page.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();

  // Opening the dropdown follows at once, with the defaults for newly followed content.
  const following = saved(page);
  await page.getByRole("button", { name: `Follow ${CATEGORY}`, exact: true }).click();
  expect((await following).status()).toBe(200);
  const dialog = page.getByRole("dialog", { name: "Notification Preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(CATEGORY, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Following ${CATEGORY}` })).toBeVisible();
  await expect(page.getByText("Success! Preferences saved")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: POPUP_POSTS })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: POPUP_COMMENTS })).toBeChecked();
  await expect(dialog.getByRole("link", { name: "View Record" })).toHaveAttribute("target", "_blank");

  const open = await new AxeBuilder({ page }).include("[role=dialog]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  const toggled = saved(page);
  await dialog.getByRole("checkbox", { name: POPUP_COMMENTS }).uncheck();
  expect((await toggled).status()).toBe(200);

  // Keyboard: Escape closes and gives the focus back; Enter opens again.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const opener = page.getByRole("button", { name: `Following ${CATEGORY}` });
  await expect(opener).toBeFocused();

  await page.reload();
  await page.getByRole("button", { name: `Following ${CATEGORY}` }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("checkbox", { name: POPUP_COMMENTS })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: POPUP_POSTS })).toBeChecked();
  await dialog.getByRole("link", { name: "Manage Followed Content" }).click();

  await expect(page).toHaveURL(/\/profile\/followed-content$/);
  await expect(page.getByRole("heading", { level: 1, name: "Followed Content" })).toBeVisible();
  const item = page
    .getByRole("list", { name: "Categories" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: CATEGORY, exact: true }) });
  await item.getByRole("button", { name: `Following ${CATEGORY}` }).click();
  const here = item.getByRole("dialog", { name: "Notification Preferences" });
  await expect(here.getByRole("checkbox", { name: POPUP_COMMENTS })).not.toBeChecked();
  // Already on the followed content: no link to it.
  await expect(here.getByRole("link", { name: "Manage Followed Content" })).toHaveCount(0);

  const unfollowed = saved(page);
  await here.getByRole("button", { name: "Unfollow Category" }).click();
  const answer = await unfollowed;
  expect(await answer.json()).toMatchObject({ "preferences.followed": false, "preferences.popup.posts": false, "preferences.email.digest": false });
  await expect(here).toBeHidden();
  await expect(item.getByRole("button", { name: `Follow ${CATEGORY}`, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("link", { name: CATEGORY, exact: true })).toHaveCount(0);
});

test("a guest gets no follow control and no follow code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(PATH);
  await page.waitForLoadState("networkidle");
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 200);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Follow(ing)? ${CATEGORY}`) })).toHaveCount(0);
  expect(scripts.filter((path) => /CategoryFollow(DropDown|Panel)/.test(path))).toEqual([]);
});

test("a click on the follow button while its code is still on the way is not lost: the menu opens and follows once the code arrives", async ({ page }) => {
  const name = `early${Date.now().toString(36)}`;
  const registered = await page.request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: `${name}-password` },
  });
  expect(registered.status()).toBe(201);
  // The dropdown's code is held back (as on a slow phone) until the click has been made.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CategoryFollowDropDown-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PATH);
  // The app has started (it took over from the page's early script); the dropdown is still the server's markup.
  await page.waitForFunction(() => window.__QUORUM_EARLY__?.holding === false);
  const button = page.getByRole("button", { name: `Follow ${CATEGORY}`, exact: true });
  await button.click();
  await expect(page.getByRole("dialog", { name: "Notification Preferences" })).toHaveCount(0);
  release();
  await expect(page.getByText("Success! Preferences saved")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Notification Preferences" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Following ${CATEGORY}` })).toBeVisible();
});
