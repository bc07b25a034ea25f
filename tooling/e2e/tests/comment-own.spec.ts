import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { signIn } from "./helpers";

// Issue 13 §0 "Your own posts": a comment's own controls, the edit window's time left, tombstones
// and the log of a discussion's deleted comments, in the built site.

const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

async function newDiscussion(request: APIRequestContext, name: string): Promise<{ discussionID: number; url: string }> {
  const categories = (await (await request.get("/api/v2/categories?limit=100")).json()) as { categoryID: number; name: string }[];
  const general = categories.find((c) => c.name === "General");
  const created = await request.post("/api/v2/discussions", {
    headers: API_HEADERS,
    data: { name, body: "Comments below.", format: "text", categoryID: general?.categoryID },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { discussionID: number; url: string };
}

async function postComment(request: APIRequestContext, discussionID: number, text: string): Promise<number> {
  const posted = await request.post("/api/v2/comments", { headers: API_HEADERS, data: { discussionID, body: rich(text), format: "rich2" } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { commentID: number }).commentID;
}

const commentItem = (page: Page, commentID: number) => page.locator(`#Comment_${commentID}`);

async function openOptions(page: Page, commentID: number): Promise<void> {
  await commentItem(page, commentID).getByRole("button", { name: "Comment Options" }).click();
}

async function editInPlace(page: Page, commentID: number, added: string): Promise<void> {
  await page.getByRole("menuitem", { name: /^Edit/ }).click();
  const form = commentItem(page, commentID).getByRole("form", { name: "Edit Comment" });
  const editor = form.locator("[contenteditable='true']");
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(added);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
}

test("a member edits then deletes their own comment, with the time left; another member sees no controls", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const member = await playwright.request.newContext({ baseURL });
  const other = await browser.newContext({ baseURL });
  try {
    await signInApi(member, "member");
    const discussion = await newDiscussion(member, `Own comment ${Date.now()}`);
    const commentID = await postComment(member, discussion.discussionID, "My first words");
    const path = new URL(discussion.url, baseURL).pathname;

    // Another member: signed in (the discussion's own menu shows), no controls on the member's comment.
    const name = `other${Date.now()}`;
    const registered = await other.request.post("/api/v2/users/register", {
      headers: API_HEADERS,
      data: { name, email: `${name}@example.com`, password: "other-password-1" },
    });
    expect(registered.status()).toBeLessThan(300);
    const otherPage = await other.newPage();
    await otherPage.goto(path);
    await expect(commentItem(otherPage, commentID)).toContainText("My first words");
    await otherPage.getByRole("button", { name: "Discussion Options" }).click();
    await otherPage.keyboard.press("Escape");
    await otherPage.waitForLoadState("networkidle");
    await expect(otherPage.getByRole("button", { name: "Comment Options" })).toHaveCount(0);

    await signIn(page, "member", path);
    await openOptions(page, commentID);
    await expect(page.getByRole("menuitem", { name: /^Edit/ })).toContainText(/\d+ minutes? left/);
    await editInPlace(page, commentID, " and more");
    await expect(commentItem(page, commentID)).toContainText("My first words and more");
    const stored = (await (await member.get(`/api/v2/comments/${commentID}`)).json()) as { bodyRaw: string };
    expect(stored.bodyRaw).toContain("My first words and more");

    await openOptions(page, commentID);
    await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Comment" });
    await expect(dialog).toContainText("Are you sure you want to delete this comment?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    // The last comment: nothing followed it, so no tombstone is left either.
    await expect(commentItem(page, commentID)).toHaveCount(0);
    await expect(page.getByText("There are no comments yet.")).toBeVisible();
    expect((await member.get(`/api/v2/comments/${commentID}`)).status()).toBe(404);
  } finally {
    await member.dispose();
    await other.close();
  }
});

test("a moderator edits and deletes another's comment, follows the log link; the thread keeps a tombstone before the replies", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await playwright.request.newContext({ baseURL });
  const guest = await browser.newContext({ baseURL });
  try {
    await signInApi(member, "member");
    const title = `Moderated thread ${Date.now()}`;
    const discussion = await newDiscussion(member, title);
    const first = await postComment(member, discussion.discussionID, "Something to moderate");
    const reply = await postComment(member, discussion.discussionID, "A reply to the first comment");
    const path = new URL(discussion.url, baseURL).pathname;

    await signIn(page, "moderator", path);
    await openOptions(page, first);
    // A moderator's rights need no window: no time left shown.
    await expect(page.getByRole("menuitem", { name: /^Edit/ })).not.toContainText("left");
    await expect(page.getByRole("menuitem", { name: "Deleted Comments" })).toBeVisible();
    await editInPlace(page, first, " (edited by a moderator)");
    await expect(commentItem(page, first)).toContainText("Something to moderate (edited by a moderator)");

    await openOptions(page, first);
    await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog", { name: "Delete Comment" }).getByRole("button", { name: "Delete" }).click();
    await expect(commentItem(page, first)).toContainText("This comment has been deleted.");
    await expect(commentItem(page, first)).not.toContainText("Something to moderate");
    await expect(commentItem(page, reply)).toContainText("A reply to the first comment");

    // The log link of spec §2 lists the deleted comment.
    await openOptions(page, reply);
    await page.getByRole("menuitem", { name: "Deleted Comments" }).click();
    await expect(page).toHaveURL(new RegExp(`/log/filter\\?parentRecordID=${discussion.discussionID}&recordType=comment&operation=delete`));
    await expect(page.getByRole("list", { name: "Moderation log" })).toContainText(`moderator deleted a comment in ${title}`);

    // A guest reading the thread: the tombstone where the comment stood, then the reply; no controls.
    const guestPage = await guest.newPage();
    await guestPage.goto(path);
    const tombstone = commentItem(guestPage, first);
    await expect(tombstone).toContainText("This comment has been deleted.");
    await expect(tombstone).not.toContainText("Something to moderate");
    await expect(tombstone.getByRole("link")).toHaveCount(0);
    const order = await guestPage.locator("li[id^='Comment_']").evaluateAll((items) => items.map((item) => item.id));
    expect(order).toEqual([`Comment_${first}`, `Comment_${reply}`]);
    await expect(guestPage.getByRole("button", { name: "Comment Options" })).toHaveCount(0);
  } finally {
    await member.dispose();
    await guest.close();
  }
});
