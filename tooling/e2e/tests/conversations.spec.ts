import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { DEMO_PASSWORD } from "../playwright.config";
import { busiestDiscussion, signIn } from "./helpers";

// Issue 15 "Done when": member A messages member B from B's user card; B's open page shows the
// unread count without a reload; B replies and A sees it; a third member gets 404 by API and page;
// the site manager switches conversations off (no Message button, flyout or Share In Message on
// the next load), then on again, and the conversation is still there.
test.describe.configure({ timeout: 180_000 });

const KEY = "conversations";

/** Opens the card of a comment's author from the comment's permalink. */
async function openCard(page: Page, commentID: number, name: string) {
  await page.goto(`/discussion/comment/${commentID}`);
  await page.waitForLoadState("networkidle");
  await page.locator(`#Comment_${commentID}`).getByRole("link", { name, exact: true }).click();
  const card = page.getByRole("dialog", { name });
  await expect(card).toBeVisible();
  return card;
}

/** Registers a member through the API, with the demo password (the journeys' sign-in uses it). */
async function register(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: DEMO_PASSWORD },
  });
  expect(response.status(), `registering ${name}`).toBeLessThan(300);
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

test("two members talk privately, a third cannot read it, and the switch hides and brings back everything", async ({ browser, baseURL, request }) => {
  // A (a new member) writes to B (the demo member); C is a third member. Only the demo accounts
  // have known passwords, so A and C register first.
  const stamp = Date.now().toString(36);
  const a = `ann${stamp}`;
  const c = `cyd${stamp}`;
  await register(request, a);
  await register(request, c);
  const pageA = await (await browser.newContext({ baseURL })).newPage();
  const pageB = await (await browser.newContext({ baseURL })).newPage();
  await signIn(pageA, a);
  await signIn(pageB, "member");
  // A post of B's for A to open B's card from.
  const thread = await busiestDiscussion(pageB.request);
  const posted = await pageB.request.post("/api/v2/comments", {
    headers: API_HEADERS,
    data: { discussionID: thread.discussionID, body: `Hello from member ${stamp}`, format: "text" },
  });
  expect(posted.status()).toBe(201);
  const { commentID } = (await posted.json()) as { commentID: number };
  // B's page is open before anything is sent.
  await expect(pageB.getByRole("button", { name: /^Messages/ })).toBeVisible();

  // A writes to B from B's card.
  const card = await openCard(pageA, commentID, "member");
  await card.getByRole("link", { name: "Message" }).click();
  await expect(pageA).toHaveURL(/\/messages\/add\/member$/);
  await expect(pageA.getByRole("combobox", { name: /Recipients/ })).toHaveValue("member");
  const text = `Hello member, private ${stamp}`;
  await pageA.getByRole("textbox", { name: "Message" }).click();
  await pageA.keyboard.type(text);
  await pageA.getByRole("button", { name: "Send Message" }).click();
  await expect(pageA).toHaveURL(/\/messages\/\d+$/);
  const conversationPath = new URL(pageA.url()).pathname;
  const conversationID = Number(conversationPath.split("/").pop());
  await expect(pageA.getByRole("list", { name: "Messages" })).toContainText(text);

  // B's open page counts it, with no reload.
  await expect(pageB.getByRole("button", { name: "Messages (1)" })).toBeVisible();
  await pageB.getByRole("button", { name: "Messages (1)" }).click();
  await pageB
    .getByRole("menuitem", { name: new RegExp(a) })
    .first()
    .click();
  await expect(pageB).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(pageB.getByRole("list", { name: "Messages" })).toContainText(text);
  // Reading it clears the count.
  await expect(pageB.getByRole("button", { name: "Messages", exact: true })).toBeVisible();

  // B replies (the draft survives a reload); A sees it.
  const reply = `Hi ${a} ${stamp}`;
  await pageB.getByRole("textbox", { name: "Message" }).click();
  await pageB.keyboard.type(reply);
  await pageB.reload();
  // The plain box until the editor loads (its value), the editor after (its text).
  const typed = () =>
    pageB.getByRole("textbox", { name: "Message" }).evaluate((box) => (box instanceof HTMLTextAreaElement ? box.value : (box.textContent ?? "")));
  await expect.poll(typed).toContain(reply);
  await pageB.getByRole("button", { name: "Send Message" }).click();
  await expect(pageB.getByRole("list", { name: "Messages" })).toContainText(reply);
  await pageA.reload();
  await expect(pageA.getByRole("list", { name: "Messages" })).toContainText(reply);

  // A third member: 404 by API and the not-found page.
  const member = await (await browser.newContext({ baseURL })).newPage();
  await signIn(member, c);
  expect((await member.request.get(`/api/v2/conversations/${conversationID}`)).status()).toBe(404);
  expect((await member.request.get(`/api/v2/messages?conversationID=${conversationID}`)).status()).toBe(404);
  await member.goto(conversationPath);
  await expect(member.getByRole("heading", { level: 1 })).toContainText("Not Found");
  await expect(member.getByText(text)).toHaveCount(0);

  // The site manager switches conversations off: gone on the next load.
  const admin = (await browser.newContext({ baseURL })).request;
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, KEY, false);
  const cardOff = await openCard(pageA, commentID, "member");
  await expect(cardOff.getByRole("link", { name: "Message" })).toHaveCount(0);
  await pageA.keyboard.press("Escape");
  await expect(pageA.getByRole("button", { name: /^Messages/ })).toHaveCount(0);
  await pageA.getByRole("button", { name: "Share" }).first().click();
  await expect(pageA.getByRole("menuitem", { name: "Copy Link" }).first()).toBeVisible();
  await expect(pageA.getByRole("menuitem", { name: "Share In Message" })).toHaveCount(0);
  expect((await pageA.request.get(`/api/v2/conversations/${conversationID}`, { headers: API_HEADERS })).status()).toBe(404);

  // On again: everything is back, and so is the conversation.
  await setAddonEnabled(admin, KEY, true);
  const cardOn = await openCard(pageA, commentID, "member");
  await expect(cardOn.getByRole("link", { name: "Message" })).toBeVisible();
  await pageA.keyboard.press("Escape");
  await expect(pageA.getByRole("button", { name: /^Messages/ })).toBeVisible();
  await pageA.getByRole("button", { name: "Share" }).first().click();
  await expect(pageA.getByRole("menuitem", { name: "Share In Message" })).toBeVisible();
  await pageA.goto(conversationPath);
  await expect(pageA.getByRole("list", { name: "Messages" })).toContainText(text);
  await expect(pageA.getByRole("list", { name: "Messages" })).toContainText(reply);
});
