import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { API_HEADERS } from "./adminApi";
import { signIn } from "./helpers";

// Issue 13 "Done when": the social loop in one journey, with two people in two browser contexts.
// Member A follows a category and bookmarks a discussion; member B starts a discussion in that
// category, comments in the bookmarked one and mentions A. A and B are new members (registered
// on their own contexts): what earlier journeys did to the demo members cannot change their counts. A's open page gets
// the count from the event stream (no reload), the flyout lists the three entries and Mark All
// Read zeroes them; A opens B's card and profile; the demo's private "pat" shows a member the
// restricted card and an administrator the full one; the banned "bea"'s card says so. Nothing
// waits on time: every step waits on what the person sees.

test.describe.configure({ timeout: 180_000 });

const CATEGORY = "Off Topic";
const CATEGORY_PATH = "/categories/off-topic";
/** A seeded discussion by alice, in another category than the followed one. */
const BOOKMARKED = "Getting notified about replies";

/** Registers a new member on a browser context, which is then signed in as them. */
async function newMember(context: BrowserContext, name: string): Promise<void> {
  const response = await context.request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: `${name}-password` },
  });
  expect(response.status(), `registering ${name}`).toBe(201);
}

/** Opens the user card from the author name on one of `name`'s comments (its permalink, found through the API). */
async function openCardFromComment(page: Page, name: string) {
  const users = (await (await page.request.get(`/api/v2/users/by-names?name=${encodeURIComponent(name)}`)).json()) as Array<{ userID: number; name: string }>;
  const user = users.find((u) => u.name === name);
  if (!user) throw new Error(`no demo user ${name}`);
  const comments = (await (await page.request.get(`/api/v2/comments?insertUserID=${user.userID}&limit=1&sort=-dateInserted`)).json()) as Array<{
    commentID: number;
  }>;
  const comment = comments[0];
  if (!comment) throw new Error(`${name} has no comment`);
  await page.goto(`/discussion/comment/${comment.commentID}`);
  await page.locator(`#Comment_${comment.commentID}`).getByRole("link", { name, exact: true }).click();
  const card = page.getByRole("dialog", { name });
  await expect(card).toBeVisible();
  return card;
}

test("A follows and bookmarks, B posts and mentions A, A sees it live, reads it all and meets B, a private and a banned member", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const nameA = `ann${stamp}`;
  const nameB = `ben${stamp}`;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await newMember(contextA, nameA);
  await newMember(contextB, nameB);
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  // A follows the category: opening its follow dropdown follows at once (spec §4).
  await a.goto(CATEGORY_PATH);
  await expect(a.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();
  await a.getByRole("button", { name: `Follow ${CATEGORY}`, exact: true }).click();
  await expect(a.getByText("Success! Preferences saved")).toBeVisible();
  await expect(a.getByRole("button", { name: `Following ${CATEGORY}` })).toBeVisible();
  await a.keyboard.press("Escape");

  // A bookmarks a discussion.
  const listed = (await (await a.request.get("/api/v2/discussions?limit=100")).json()) as Array<{ discussionID: number; name: string; url: string }>;
  const bookmarked = listed.find((discussion) => discussion.name === BOOKMARKED);
  if (!bookmarked) throw new Error(`no discussion "${BOOKMARKED}"`);
  await a.goto(new URL(bookmarked.url, "http://localhost").pathname);
  await expect(a.getByRole("heading", { level: 1, name: BOOKMARKED })).toBeVisible();
  await a.getByRole("button", { name: "Bookmark", exact: true }).first().click();
  await expect(a.getByRole("button", { name: "Bookmarked" }).first()).toBeVisible();

  // A keeps the home page open.
  const streamOpen = a.waitForResponse((response) => response.url().endsWith("/api/v2/notifications/stream") && response.status() === 200);
  await a.goto("/");
  const bell = a.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  // The page is listening (its event stream answered) before B acts; it is never reloaded until the count shows.
  await streamOpen;

  // B starts a discussion in the followed category.
  const title = `Plans for the weekend ${Date.now().toString(36)}`;
  await b.goto("/post/discussion");
  await b.getByLabel("Title").fill(title);
  await b.getByLabel("Category").selectOption({ label: CATEGORY });
  await b.getByLabel("Body").fill("Anyone up for a hike on Saturday?");
  await b.getByRole("button", { name: "Post Discussion" }).click();
  await expect(b.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const newDiscussion = b.url();

  // B comments in the bookmarked discussion.
  await b.goto(new URL(bookmarked.url, "http://localhost").pathname);
  await expect(b.getByRole("heading", { level: 1, name: BOOKMARKED })).toBeVisible();
  const reply = `Turn them on in your preferences, ${Date.now().toString(36)}.`;
  await b.getByRole("textbox", { name: "Comment" }).fill(reply);
  await b.getByRole("button", { name: "Post Comment" }).click();
  await expect(b.getByText(reply)).toBeVisible();

  // B mentions A in a comment on the new discussion, choosing A from the editor's suggestions.
  await b.goto(newDiscussion);
  await expect(b.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const box = b.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially(`Join us @${nameA}`);
  await b.getByRole("listbox", { name: "Mention suggestions" }).getByRole("option", { name: nameA, exact: true }).click();
  // The editor kept the focus while the suggestion was chosen: typing goes on after the mention.
  await b.keyboard.type("!");
  await b.getByRole("button", { name: "Post Comment" }).click();
  await expect(b.locator("main").getByRole("link", { name: `@${nameA}` })).toBeVisible();

  // A's page, never reloaded, shows all three by itself.
  await expect(bell).toHaveAccessibleName("Notifications (3)");
  await bell.click();
  const flyout = a.getByRole("menu", { name: "Notifications (3)" });
  await expect(flyout.getByRole("menuitem", { name: `${nameB} started a discussion: ${title}` })).toBeVisible();
  await expect(flyout.getByRole("menuitem", { name: `${nameB} commented on your bookmarked discussion ${BOOKMARKED}` })).toBeVisible();
  await expect(flyout.getByRole("menuitem", { name: `${nameB} mentioned you in ${title}` })).toBeVisible();
  await expect(flyout.getByRole("menuitem", { name: /Unread$/ })).toHaveCount(3);

  // Mark All Read zeroes the count and reads every entry.
  await flyout.getByRole("menuitem", { name: "Mark All Read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(a.getByRole("menu", { name: "Notifications" }).getByRole("menuitem", { name: /Unread$/ })).toHaveCount(0);
  await a.keyboard.press("Escape");
  // The server agrees: a reload still shows none.
  await a.reload();
  await expect(a.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");

  // A follows the mention to B's comment, opens B's card from the name and then the profile.
  await a.getByRole("button", { name: /^Notifications/ }).click();
  await a
    .getByRole("menu", { name: "Notifications" })
    .getByRole("menuitem", { name: `${nameB} mentioned you in ${title}` })
    .click();
  await expect(a.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await a.locator("main").getByRole("link", { name: nameB, exact: true }).last().click();
  const card = a.getByRole("dialog", { name: nameB });
  await expect(card.getByRole("heading", { name: nameB })).toBeVisible();
  await expect(card.getByText("Joined")).toBeVisible();
  await card.getByRole("link", { name: "View Profile" }).click();
  await expect(a).toHaveURL(new RegExp(`/profile/${nameB}$`));
  await expect(a.getByRole("heading", { level: 1, name: nameB })).toBeVisible();
  await expect(a.locator("main").getByRole("link", { name: title }).first()).toBeVisible();

  // A private profile: restricted for a member...
  const patForMember = await openCardFromComment(a, "pat");
  await expect(patForMember.getByText("This user's profile is private.")).toBeVisible();
  await expect(patForMember.getByText("Private", { exact: true })).toBeVisible();
  await expect(patForMember.getByText("Joined")).toHaveCount(0);
  await expect(patForMember.getByText("pat@example.com")).toHaveCount(0);

  // ...and full for an administrator (B's context signs in again as the admin).
  await b.context().clearCookies();
  await signIn(b, "admin");
  const patForAdmin = await openCardFromComment(b, "pat");
  await expect(patForAdmin.getByText("Private", { exact: true })).toBeVisible();
  await expect(patForAdmin.getByText("Joined")).toBeVisible();
  await expect(patForAdmin.getByRole("link", { name: "pat@example.com" })).toBeVisible();
  await expect(patForAdmin.getByText("This user's profile is private.")).toHaveCount(0);

  // A banned member's card says so.
  const bea = await openCardFromComment(a, "bea");
  await expect(bea.getByText("This user has been banned.")).toBeVisible();
  await expect(bea.getByText("Banned", { exact: true })).toBeVisible();

  await contextA.close();
  await contextB.close();
});
