import { expect, test } from "@playwright/test";
import { busiestDiscussion, signIn } from "./helpers";

test("a comment typed and left is restored after a reload", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  await signIn(page, "member", new URL(target.url, "http://localhost").pathname);
  const text = `Half-written thought ${Date.now()}`;
  const box = page.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially(text);
  // Past the 5 s autosave, so the server copy exists too.
  await page.waitForTimeout(6500);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Comment" })).toContainText(text);
});

test("when the network fails while posting, the failure shows and the text stays", async ({ page, request }) => {
  const list = (await (await request.get("/api/v2/discussions?limit=5")).json()) as { url: string }[];
  const target = list[2];
  if (!target) throw new Error("no discussions");
  await signIn(page, "member", new URL(target.url, "http://localhost").pathname);
  const text = `Posted into the void ${Date.now()}`;
  const box = page.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially(text);

  await page.route("**/api/v2/comments", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /went wrong|contacting the server/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Comment" })).toContainText(text);

  // Back online, the same text posts.
  await page.unroute("**/api/v2/comments");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.locator("article, li").filter({ hasText: text }).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Comment" })).not.toContainText(text);
});

test("jumping to a page beyond the last is clamped to the last", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const pages = Math.ceil(target.countComments / 30);
  expect(pages).toBeGreaterThan(1);
  await page.goto(target.url);
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /of \d+/ })
    .first()
    .click();
  const input = page.getByRole("textbox", { name: "Jump to page" });
  await input.fill("999");
  await expect(input).toHaveValue(String(pages));
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(new RegExp(`/p${pages}$`));

  // A page past the last typed into the URL shows the last page too.
  await page.goto(`${new URL(target.url, "http://localhost").pathname.replace(/\/p\d+$/, "")}/p99`);
  await expect(page.getByRole("link", { name: `Page ${pages}` })).toHaveAttribute("aria-current", "page");
});
