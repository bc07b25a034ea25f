import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { busiestDiscussion, watchCspViolations } from "./helpers";

// The site of these journeys keeps its data in tooling/e2e/.data (playwright.config.ts), so its
// default mail transport writes to tooling/e2e/.data/outbox: what a member would have received.
const OUTBOX = fileURLToPath(new URL("../.data/outbox", import.meta.url));

/** The newest confirmation link in the outbox for `email` (each .eml's text is base64). */
async function lastConfirmationLink(email: string): Promise<string> {
  const files = (await readdir(OUTBOX)).filter((file) => file.endsWith(".eml")).sort();
  for (const file of files.reverse()) {
    const eml = await readFile(join(OUTBOX, file), "utf8");
    if (!eml.includes(`To: ${email}\r\n`)) continue;
    const text = Buffer.from((eml.split("\r\n\r\n")[1] ?? "").replace(/\r\n/g, ""), "base64").toString("utf8");
    const link = /https?:\/\/\S+\/entry\/emailconfirm\/\d+\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link) return link;
  }
  throw new Error(`no confirmation email to ${email} in the outbox`);
}

let admin: APIRequestContext;
const setConfirmation = async (on: boolean) => {
  const response = await admin.patch("/api/v2/config", { headers: API_HEADERS, data: { "registration.confirmEmail": on } });
  expect(response.status()).toBe(200);
};

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL: baseURL ?? "" });
  await signInApi(admin, "admin");
  await setConfirmation(true);
});
// Other journeys register members without confirming them.
test.afterAll(async () => {
  await setConfirmation(false);
  await admin.dispose();
});

let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test("a new member confirms their email by the emailed link: refused posting until then, the toast gone after; their preferences survive a reload", async ({
  page,
}) => {
  const name = `confirm${Date.now()}`;
  const email = `${name}@example.com`;
  const discussion = await busiestDiscussion(page.request);

  await page.goto("/entry/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(`password-${Date.now()}`);
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const firstLink = await lastConfirmationLink(email);

  // The toast, and posting refused on the server with the reason.
  await expect(page.getByText("Your email address is not confirmed.")).toBeVisible();
  const refused = await page.request.post("/api/v2/comments", {
    headers: API_HEADERS,
    data: { discussionID: discussion.discussionID, body: "Not yet.", format: "text" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe("Your email address is not confirmed.");
  await page.goto(discussion.url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Comment" })).toHaveCount(0);

  // Resend: a new link, which replaces the first.
  await page.getByRole("link", { name: "Resend confirmation email" }).click();
  await expect(page).toHaveURL(/\/entry\/emailconfirmrequest$/);
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText(`A new confirmation email was sent to ${email}.`)).toBeVisible();
  const link = await lastConfirmationLink(email);
  expect(link).not.toBe(firstLink);

  await page.goto(link);
  await expect(page.getByText("Your email address has been confirmed.")).toBeVisible();
  await expect(page.getByText("Your email address is not confirmed.")).toHaveCount(0);

  // Posting works now, and the toast stays away on a new page.
  const comment = `Confirmed and commenting, ${Date.now()}`;
  await page.goto(discussion.url);
  await page.getByRole("textbox", { name: "Comment" }).fill(comment);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText("Your email address is not confirmed.")).toHaveCount(0);

  // A preference changed is kept.
  await page.goto("/notification-preferences");
  const mention = page.getByRole("checkbox", { name: "Mention: Popup" });
  await expect(mention).toBeChecked();
  await mention.uncheck();
  await expect(page.getByText("Success! Preferences saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Mention: Popup" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Reaction: Popup" })).toBeChecked();
});
