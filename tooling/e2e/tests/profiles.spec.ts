import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./helpers";

// Issue 13 §1: who is this person. A member opens another member's card from a post, then the
// profile and its tabs and pages; a private profile's card is restricted for a member and full
// for an administrator; a banned member's card says so. The demo site has "pat" (a private
// profile) and "bea" (banned), each with one comment (forum seed, seedProfileExamples).

test.describe.configure({ timeout: 120_000 });

/** A user's id by name, and the permalink of one of their comments, through the API. */
async function commentOf(request: APIRequestContext, name: string): Promise<{ userID: number; commentID: number; permalink: string }> {
  const users = (await (await request.get(`/api/v2/users/by-names?name=${encodeURIComponent(name)}`)).json()) as Array<{ userID: number; name: string }>;
  const user = users.find((u) => u.name === name);
  if (!user) throw new Error(`no demo user ${name}`);
  const comments = (await (await request.get(`/api/v2/comments?insertUserID=${user.userID}&limit=1&sort=-dateInserted`)).json()) as Array<{
    commentID: number;
  }>;
  const comment = comments[0];
  if (!comment) throw new Error(`${name} has no comment`);
  return { userID: user.userID, commentID: comment.commentID, permalink: `/discussion/comment/${comment.commentID}` };
}

async function openCardFromPost(page: Page, name: string) {
  const { commentID, permalink } = await commentOf(page.request, name);
  await page.goto(permalink);
  await page.waitForLoadState("networkidle");
  // The name, not the avatar beside it (that one is out of the tab order and hidden from the accessibility tree).
  const link = page.locator(`#Comment_${commentID}`).getByRole("link", { name, exact: true });
  await link.click();
  const card = page.getByRole("dialog", { name });
  await expect(card).toBeVisible();
  return { link, card };
}

test("a member opens another member's card from a post, then the profile, its tabs and its pages", async ({ page }) => {
  await signIn(page, "member");
  const { link, card } = await openCardFromPost(page, "alice");
  // The card's fields (spec §3 user fragment): counts, dates, the way to the profile; Message (conversations are on).
  await expect(card.getByRole("heading", { name: "alice" })).toBeVisible();
  await expect(card.getByText("Discussions")).toBeVisible();
  await expect(card.getByText("Joined")).toBeVisible();
  await expect(card.getByRole("link", { name: "Message" })).toHaveAttribute("href", "/messages/add/alice");
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Escape closes it and gives focus back to the name; Enter on the focused name opens it again.
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "alice" })).toBeVisible();

  await page.getByRole("dialog", { name: "alice" }).getByRole("link", { name: "View Profile" }).click();
  await expect(page).toHaveURL(/\/profile\/alice$/);
  await expect(page.getByRole("heading", { level: 1, name: "alice" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Profile" });
  await expect(tabs.getByRole("link", { name: "Activity" })).toHaveAttribute("aria-current", "page");
  // Activity: her posts, newest first, 30 a page, with a pager (she wrote more than 30).
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/profile\/alice\?page=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "alice" })).toBeVisible();

  await tabs.getByRole("link", { name: "Discussions" }).click();
  await expect(page).toHaveURL(/\/profile\/discussions\/alice$/);
  await expect(page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Discussions" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("main").getByRole("link", { name: /^Re: / })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Comments" }).click();
  await expect(page).toHaveURL(/\/profile\/comments\/alice$/);
  await expect(page.locator("main").getByRole("link", { name: /^Re: / }).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Reactions" }).click();
  await expect(page).toHaveURL(/\/profile\/reactions\/alice$/);
  const reactions = page.getByRole("navigation", { name: "Reactions" });
  await expect(reactions.getByRole("link", { name: "Like", exact: true })).toHaveAttribute("aria-current", "page");
  await reactions.getByRole("link", { name: "LOL", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/reactions\/alice\?reaction=lol$/);
  await expect(page.getByRole("navigation", { name: "Reactions" }).getByRole("link", { name: "LOL", exact: true })).toHaveAttribute("aria-current", "page");

  // The page is the server's too: loaded afresh, a tab and its page render before any script.
  const response = await page.request.get("/profile/comments/alice?page=2");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Re: ");
});

test("a private profile shows the restricted card to a member and the full one to an administrator", async ({ browser }) => {
  const member = await browser.newPage();
  await signIn(member, "member");
  const { card } = await openCardFromPost(member, "pat");
  await expect(card.getByText("This user's profile is private.")).toBeVisible();
  await expect(card.getByText("Private", { exact: true })).toBeVisible();
  await expect(card.getByText("Joined")).toHaveCount(0);
  // Its profile page: the same restricted view, no tabs.
  await card.getByRole("link", { name: "View Profile" }).click();
  await expect(member.getByRole("heading", { level: 1, name: "pat" })).toBeVisible();
  await expect(member.getByText("This user's profile is private.")).toBeVisible();
  await expect(member.getByRole("navigation", { name: "Profile" })).toHaveCount(0);
  await member.close();

  const admin = await browser.newPage();
  await signIn(admin, "admin");
  const full = (await openCardFromPost(admin, "pat")).card;
  await expect(full.getByText("Private", { exact: true })).toBeVisible();
  await expect(full.getByText("Joined")).toBeVisible();
  await expect(full.getByRole("link", { name: "pat@example.com" })).toBeVisible();
  await expect(full.getByText("This user's profile is private.")).toHaveCount(0);
  await admin.close();
});

test("a banned user's card says so", async ({ page }) => {
  await signIn(page, "member");
  const { card } = await openCardFromPost(page, "bea");
  await expect(card.getByText("This user has been banned.")).toBeVisible();
  await expect(card.getByText("Banned", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Message" })).toHaveCount(0);
});
