import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { signIn } from "./helpers";

// Issue 13's remaining points in the built site: a moderator's edit of someone else's comment in
// the log (/log/filter), and a deleted comment's permalink opening its thread at its tombstone.

async function newDiscussion(request: APIRequestContext, name: string): Promise<{ discussionID: number }> {
  const categories = (await (await request.get("/api/v2/categories?limit=100")).json()) as { categoryID: number; name: string }[];
  const general = categories.find((c) => c.name === "General");
  const created = await request.post("/api/v2/discussions", {
    headers: API_HEADERS,
    data: { name, body: "Comments below.", format: "text", categoryID: general?.categoryID },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { discussionID: number };
}

async function postComment(request: APIRequestContext, discussionID: number, text: string): Promise<number> {
  const posted = await request.post("/api/v2/comments", { headers: API_HEADERS, data: { discussionID, body: text, format: "text" } });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { commentID: number }).commentID;
}

test("a moderator's edit of a member's comment is in the log; a deleted comment's permalink shows its tombstone", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await playwright.request.newContext({ baseURL });
  const moderator = await playwright.request.newContext({ baseURL });
  const guest = await browser.newContext({ baseURL });
  try {
    await signInApi(member, "member");
    await signInApi(moderator, "moderator");
    const title = `Permalinked tombstone ${Date.now()}`;
    const { discussionID } = await newDiscussion(member, title);
    const first = await postComment(member, discussionID, "Soon gone");
    const reply = await postComment(member, discussionID, "A reply that stays");

    const edited = await moderator.patch(`/api/v2/comments/${reply}`, { headers: API_HEADERS, data: { body: "A reply, tidied", format: "text" } });
    expect(edited.status()).toBe(200);
    expect((await moderator.delete(`/api/v2/comments/${first}`, { headers: API_HEADERS })).status()).toBe(204);

    await signIn(page, "moderator", `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=edit`);
    await expect(page.getByRole("list", { name: "Moderation log" })).toContainText(`moderator edited a comment in ${title}`);

    // A guest follows the deleted comment's permalink: the thread, the tombstone in view, not a 404.
    const guestPage = await guest.newPage();
    const response = await guestPage.goto(`/discussion/comment/${first}`);
    expect(response?.status()).toBe(200);
    const tombstone = guestPage.locator(`#Comment_${first}`);
    await expect(tombstone).toContainText("This comment has been deleted.");
    await expect(tombstone).toBeInViewport();
    await expect(guestPage.locator(`#Comment_${reply}`)).toContainText("A reply, tidied");
  } finally {
    await member.dispose();
    await moderator.dispose();
    await guest.close();
  }
});
