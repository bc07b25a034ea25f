import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { DEMO_PASSWORD } from "../playwright.config";
import { signIn } from "./helpers";

// Issue 15, the rest: a conversation the viewer may not read is a 404 page (by HTTP status, not
// only what the page says); with conversations off their pages are 404; the profile page's Message
// button; Block / Unblock and what a blocked sender is told; the account panel's conversations tab
// following the event stream.
test.describe.configure({ timeout: 180_000 });

const KEY = "conversations";

/** Registers a member through the API, with the demo password (the journeys' sign-in uses it). */
async function register(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name, email: `${name}@example.com`, password: DEMO_PASSWORD },
  });
  expect(response.status(), `registering ${name}`).toBeLessThan(300);
  const found = await request.get(`/api/v2/users/by-names?name=${encodeURIComponent(name)}`);
  const [user] = (await found.json()) as Array<{ userID: number }>;
  return user?.userID ?? 0;
}

async function memberPage(browser: Browser, baseURL: string | undefined, name: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, name);
  return page;
}

// Whatever happens in a journey, conversations are on again afterwards.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, KEY, true);
  } finally {
    await admin.dispose();
  }
});

test("a conversation the viewer may not read answers its page 404; with conversations off their pages are 404", async ({ playwright, baseURL, request }) => {
  const stamp = Date.now().toString(36);
  // A writes to B; C is a third member. None is a demo account: their inboxes are other journeys'.
  const [a, b, c] = [`pia${stamp}`, `rob${stamp}`, `quin${stamp}`];
  const aID = await register(request, a);
  const bID = await register(request, b);
  await register(request, c);
  const asA = await playwright.request.newContext({ baseURL });
  const asC = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(asA, a);
    await signInApi(asC, c);
    await signInApi(admin, "admin");
    expect(aID).toBeGreaterThan(0);
    const started = await asA.post("/api/v2/conversations", {
      headers: API_HEADERS,
      data: { participantUserIDs: [bID], body: `Hi ${stamp}`, format: "text" },
    });
    expect(started.status()).toBe(201);
    const { conversationID } = (await started.json()) as { conversationID: number };

    // The participant: 200. Another member, a guest, a missing id, an id that is no number: 404.
    expect((await asA.get(`/messages/${conversationID}`)).status()).toBe(200);
    const refused = await asC.get(`/messages/${conversationID}`);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain("<title>Page Not Found</title>");
    expect((await request.get(`/messages/${conversationID}`)).status()).toBe(404);
    expect((await asA.get("/messages/987654321")).status()).toBe(404);
    expect((await asA.get("/messages/abc")).status()).toBe(404);
    expect((await asA.get("/messages")).status()).toBe(200);
    expect((await asA.get("/messages/add")).status()).toBe(200);

    // Switched off: every page of theirs is 404, to a member as to a guest.
    await setAddonEnabled(admin, KEY, false);
    for (const path of ["/messages", "/messages/inbox", "/messages/add", `/messages/add/${c}`, `/messages/${conversationID}`]) {
      expect((await asA.get(path)).status(), path).toBe(404);
      expect((await request.get(path)).status(), path).toBe(404);
    }
  } finally {
    await Promise.all([asA.dispose(), asC.dispose(), admin.dispose()]);
  }
});

test("the profile's Message button, Block and Unblock, and the account panel's conversations tab", async ({ browser, baseURL, request }) => {
  const stamp = Date.now().toString(36);
  const [a, b] = [`rae${stamp}`, `sol${stamp}`];
  await register(request, a);
  await register(request, b);
  const pageA = await memberPage(browser, baseURL, a);
  const pageB = await memberPage(browser, baseURL, b);

  // On one's own profile: no Message, no Block.
  await pageA.goto(`/profile/${a}`);
  await expect(pageA.getByRole("heading", { level: 1, name: a })).toBeVisible();
  await pageA.waitForLoadState("networkidle");
  await expect(pageA.getByRole("link", { name: "Message" })).toHaveCount(0);
  await expect(pageA.getByRole("button", { name: "Block" })).toHaveCount(0);

  // A blocks B from B's profile.
  await pageA.goto(`/profile/${b}`);
  await expect(pageA.getByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/add/${b}`);
  await pageA.getByRole("button", { name: "Block" }).click();
  await expect(pageA.getByRole("button", { name: "Unblock" })).toBeVisible();
  await expect(pageA.getByRole("status").filter({ hasText: `You blocked ${b}.` })).toBeVisible();

  // B, from A's profile, is told A does not accept their messages.
  await pageB.goto(`/profile/${a}`);
  await pageB.getByRole("link", { name: "Message" }).click();
  await expect(pageB).toHaveURL(new RegExp(`/messages/add/${a}$`));
  await expect(pageB.getByRole("combobox", { name: /Recipients/ })).toHaveValue(a);
  await pageB.getByRole("textbox", { name: "Message" }).click();
  await pageB.keyboard.type(`Hello ${stamp}`);
  await pageB.getByRole("button", { name: "Send Message" }).click();
  await expect(pageB.getByText(`${a} does not accept messages from you.`)).toBeVisible();

  // A unblocks; A's account panel is open on its conversations tab when B's message comes.
  await pageA.reload();
  await pageA.getByRole("button", { name: "Unblock" }).click();
  await expect(pageA.getByRole("button", { name: "Block" })).toBeVisible();
  await pageA.getByRole("button", { name: "Account", exact: true }).click();
  const panel = pageA.getByRole("dialog", { name: "Account" });
  await panel.getByRole("tab", { name: "Messages" }).click();
  await expect(panel.getByText("You do not have any messages yet.")).toBeVisible();
  await pageB.getByRole("button", { name: "Send Message" }).click();
  await expect(pageB).toHaveURL(/\/messages\/\d+$/);
  const entry = panel.getByRole("link", { name: new RegExp(`${b}: Hello ${stamp}`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("1 unread");
  await expect(panel.getByRole("link", { name: "Inbox" })).toHaveAttribute("href", "/messages/inbox");
  await entry.click();
  await expect(pageA).toHaveURL(new RegExp(`${new URL(pageB.url()).pathname}$`));
});
