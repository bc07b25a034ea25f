import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../playwright.config";
import { busiestDiscussion, signIn, watchCspViolations } from "./helpers";
import { holdScripts } from "./holdScripts";

// Every form and menu button of a server-rendered page, used before its scripts have run: the
// scripts are held back (holdScripts) while the test types, submits and clicks, then let through.

/** Every address the page asks for or goes to, in full (query strings included). */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  page.on("framenavigated", (frame) => addresses.push(frame.url()));
  return addresses;
}

// Every page of these journeys runs under the site's Content-Security-Policy: none may be refused.
let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test("signing in before the scripts have run signs in, and the password is in no address", async ({ page }) => {
  const addresses = recordAddresses(page);
  const scripts = await holdScripts(page);
  await page.goto("/entry/signin?Target=%2Fdiscussions", { waitUntil: "commit" });
  await page.getByLabel(/username|email/i).fill("member");
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByLabel("Keep me signed in").uncheck();
  await page.getByRole("button", { name: "Sign In" }).click();
  // Held, not sent by the browser as a GET of the page with the fields in the address.
  expect(await scripts.holding()).toBe(true);
  expect(await scripts.held()).toBe(1);
  expect(new URL(page.url()).search).toBe("?Target=%2Fdiscussions");

  scripts.release();
  await page.waitForURL((url) => url.pathname === "/discussions");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // The unticked box was sent as typed: a session cookie, gone with the browser.
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.httpOnly).map((cookie) => cookie.expires)).toEqual([-1]);
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => address.includes(DEMO_PASSWORD) || /password=/i.test(address))).toEqual([]);
});

test("registering before the scripts have run registers and signs the new member in", async ({ page }) => {
  const addresses = recordAddresses(page);
  const name = `early${Date.now()}`;
  const password = `early-password-${Date.now()}`;
  const scripts = await holdScripts(page);
  await page.goto("/entry/register", { waitUntil: "commit" });
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  expect(await scripts.held()).toBe(1);

  scripts.release();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  const me = (await (await page.request.get("/api/v2/users/me")).json()) as { name: string };
  expect(me.name).toBe(name);
  expect(addresses.filter((address) => address.includes(password) || /password=/i.test(address))).toEqual([]);
});

test("signing out before the scripts have run signs out", async ({ page }) => {
  await signIn(page, "member");
  const scripts = await holdScripts(page);
  await page.goto("/entry/signout", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Sign Out" }).click();
  expect(await scripts.held()).toBe(1);

  scripts.release();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const me = (await (await page.request.get("/api/v2/users/me")).json()) as { userID: number };
  expect(me.userID).toBe(0);
});

test("a comment typed and posted (twice, impatiently) before the scripts have run is posted once, whole", async ({ page }) => {
  const target = await busiestDiscussion(page.request);
  const path = new URL(target.url, "http://localhost").pathname;
  await signIn(page, "member", path);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  const text = `Posted before hydration ${Date.now()}`;
  const box = page.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially(text);
  const post = page.getByRole("button", { name: "Post Comment" });
  await post.click();
  await post.click();
  expect(await scripts.holding()).toBe(true);
  expect(await scripts.held()).toBe(1);

  scripts.release();
  await expect(page).toHaveURL(/\/discussion\/comment\/\d+/);
  await expect(page.getByText(text)).toHaveCount(1);
  const comments = (await (await page.request.get(`/api/v2/comments?discussionID=${target.discussionID}&limit=100&sort=-dateInserted`)).json()) as {
    body: string;
  }[];
  expect(comments.filter((comment) => comment.body.includes(text))).toHaveLength(1);
});

test("text typed into the comment box before and after the scripts arrive is all kept when the editor takes over", async ({ page }) => {
  const target = await busiestDiscussion(page.request);
  const path = new URL(target.url, "http://localhost").pathname;
  await signIn(page, "member", path);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  const stamp = Date.now();
  const box = page.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially("Posted into");
  expect(await scripts.holding()).toBe(true);

  scripts.release();
  // Hydrated once the held events are replayed (none here) and the early script stands down.
  await expect.poll(() => scripts.holding()).toBe(false);
  await box.pressSequentially(` the void ${stamp}`);
  // The rich editor has taken over the light box, with all of it.
  await expect(page.getByRole("textbox", { name: "Comment" })).toHaveAttribute("contenteditable", "true");
  await expect(page.getByRole("textbox", { name: "Comment" })).toContainText(`Posted into the void ${stamp}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText(`Posted into the void ${stamp}`)).toHaveCount(1);
});

test("a discussion written and posted before the scripts have run is created", async ({ page }) => {
  await signIn(page, "member");
  const scripts = await holdScripts(page);
  await page.goto("/post/discussion", { waitUntil: "commit" });
  const title = `Started before hydration ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "General" });
  await page.getByLabel("Body").fill("Every word of this was typed before the page's scripts had run.");
  await page.getByRole("button", { name: "Post Discussion" }).click();
  expect(await scripts.holding()).toBe(true);
  expect(await scripts.held()).toBe(1);

  scripts.release();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/discussion\/\d+/);
  await expect(page.getByText("Every word of this was typed before the page's scripts had run.")).toBeVisible();
});

test("the discussion options menu clicked before the scripts have run opens once they have", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const path = new URL(target.url, "http://localhost").pathname;
  await signIn(page, "member", path);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Discussion Options" }).click();
  expect(await scripts.holding()).toBe(true);
  expect(await scripts.held()).toBe(1);
  await expect(page.getByRole("menu")).toHaveCount(0);

  scripts.release();
  await expect(page.getByRole("menu", { name: "Discussion Options" })).toBeVisible();
  await expect(page.getByRole("menuitem").first()).toBeVisible();
});
