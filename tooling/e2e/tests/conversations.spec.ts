import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";

// Issue 15 "Done when": alice messages bob from his user card; bob's open page shows the unread
// count without a reload; bob replies and alice sees it; a third member gets 404 by API and page;
// the site manager switches conversations off (no Message button, flyout or Share In Message on
// the next load), then on again, and the conversation is still there.
test.describe.configure({ timeout: 180_000 });

const KEY = "conversations";

/** The permalink of one of `name`'s comments, whose author link opens their card. */
async function commentOf(request: APIRequestContext, name: string): Promise<{ commentID: number; permalink: string }> {
  const users = (await (await request.get(`/api/v2/users/by-names?name=${encodeURIComponent(name)}`)).json()) as Array<{ userID: number; name: string }>;
  const user = users.find((u) => u.name === name);
  if (!user) throw new Error(`no demo user ${name}`);
  const comments = (await (await request.get(`/api/v2/comments?insertUserID=${user.userID}&limit=1&sort=-dateInserted`)).json()) as Array<{
    commentID: number;
  }>;
  const comment = comments[0];
  if (!comment) throw new Error(`${name} has no comment`);
  return { commentID: comment.commentID, permalink: `/discussion/comment/${comment.commentID}` };
}

async function openCard(page: Page, name: string) {
  const { commentID, permalink } = await commentOf(page.request, name);
  await page.goto(permalink);
  await page.waitForLoadState("networkidle");
  await page.locator(`#Comment_${commentID}`).getByRole("link", { name, exact: true }).click();
  const card = page.getByRole("dialog", { name });
  await expect(card).toBeVisible();
  return card;
}

// Whatever happens in the journey, conversations are on again afterwards.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, KEY, true);
  } finally {
    await admin.dispose();
  }
});

test("two members talk privately, a third cannot read it, and the switch hides and brings back everything", async ({ browser, baseURL }) => {
  const alice = await (await browser.newContext({ baseURL })).newPage();
  const bob = await (await browser.newContext({ baseURL })).newPage();
  await signIn(alice, "alice");
  await signIn(bob, "bob");
  // Bob's page is open before anything is sent.
  await expect(bob.getByRole("button", { name: /^Messages/ })).toBeVisible();

  // Alice writes to bob from his card.
  const card = await openCard(alice, "bob");
  await card.getByRole("link", { name: "Message" }).click();
  await expect(alice).toHaveURL(/\/messages\/add\/bob$/);
  await expect(alice.getByRole("combobox", { name: /Recipients/ })).toHaveValue("bob");
  const text = `Hello bob, private ${Date.now()}`;
  await alice.getByRole("textbox", { name: "Message" }).click();
  await alice.keyboard.type(text);
  await alice.getByRole("button", { name: "Send Message" }).click();
  await expect(alice).toHaveURL(/\/messages\/\d+$/);
  const conversationPath = new URL(alice.url()).pathname;
  const conversationID = Number(conversationPath.split("/").pop());
  await expect(alice.getByRole("list", { name: "Messages" })).toContainText(text);

  // Bob's open page counts it, with no reload.
  await expect(bob.getByRole("button", { name: "Messages (1)" })).toBeVisible();
  await bob.getByRole("button", { name: "Messages (1)" }).click();
  await bob.getByRole("menuitem", { name: /alice/ }).first().click();
  await expect(bob).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(bob.getByRole("list", { name: "Messages" })).toContainText(text);
  // Reading it clears the count.
  await expect(bob.getByRole("button", { name: "Messages", exact: true })).toBeVisible();

  // Bob replies (his draft survives a reload); alice sees it.
  const reply = `Hi alice ${Date.now()}`;
  await bob.getByRole("textbox", { name: "Message" }).click();
  await bob.keyboard.type(reply);
  await bob.reload();
  // The plain box until the editor loads (its value), the editor after (its text).
  const typed = () =>
    bob.getByRole("textbox", { name: "Message" }).evaluate((box) => (box instanceof HTMLTextAreaElement ? box.value : (box.textContent ?? "")));
  await expect.poll(typed).toContain(reply);
  await bob.getByRole("button", { name: "Send Message" }).click();
  await expect(bob.getByRole("list", { name: "Messages" })).toContainText(reply);
  await alice.reload();
  await expect(alice.getByRole("list", { name: "Messages" })).toContainText(reply);

  // A third member: 404 by API and the not-found page.
  const member = await (await browser.newContext({ baseURL })).newPage();
  await signIn(member, "member");
  expect((await member.request.get(`/api/v2/conversations/${conversationID}`)).status()).toBe(404);
  expect((await member.request.get(`/api/v2/messages?conversationID=${conversationID}`)).status()).toBe(404);
  await member.goto(conversationPath);
  await expect(member.getByRole("heading", { level: 1 })).toContainText("Not Found");
  await expect(member.getByText(text)).toHaveCount(0);

  // The site manager switches conversations off: gone on the next load.
  const admin = (await browser.newContext({ baseURL })).request;
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, KEY, false);
  const cardOff = await openCard(alice, "bob");
  await expect(cardOff.getByText("bob").first()).toBeVisible();
  await expect(cardOff.getByRole("link", { name: "Message" })).toHaveCount(0);
  await alice.keyboard.press("Escape");
  await expect(alice.getByRole("button", { name: /^Messages/ })).toHaveCount(0);
  await alice.getByRole("button", { name: "Share" }).first().click();
  await expect(alice.getByRole("menuitem", { name: "Copy Link" }).first()).toBeVisible();
  await expect(alice.getByRole("menuitem", { name: "Share In Message" })).toHaveCount(0);
  expect((await alice.request.get(`/api/v2/conversations/${conversationID}`, { headers: API_HEADERS })).status()).toBe(404);

  // On again: everything is back, and so is the conversation.
  await setAddonEnabled(admin, KEY, true);
  const cardOn = await openCard(alice, "bob");
  await expect(cardOn.getByRole("link", { name: "Message" })).toBeVisible();
  await alice.keyboard.press("Escape");
  await expect(alice.getByRole("button", { name: /^Messages/ })).toBeVisible();
  await alice.getByRole("button", { name: "Share" }).first().click();
  await expect(alice.getByRole("menuitem", { name: "Share In Message" })).toBeVisible();
  await alice.goto(conversationPath);
  await expect(alice.getByRole("list", { name: "Messages" })).toContainText(text);
  await expect(alice.getByRole("list", { name: "Messages" })).toContainText(reply);
});
