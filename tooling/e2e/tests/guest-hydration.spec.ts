import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { busiestDiscussion } from "./helpers";

// A guest's discussion page keeps the widgets whose guest view is static (the post, the thread,
// the tags, the sign-in prompt, the breadcrumbs) as the server sent them: their code loads on the
// first interaction, and what that interaction was (a click, a choice) is held until they have
// hydrated, then done (core's HydrateOnInteraction, docs/page-flow.md §4).

/** The scripts the page fetched, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** How many times the page loaded a whole document (in-app navigation loads none). */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.count += 1;
  });
  return documents;
}

const widgetChunk = (scripts: string[], name: string) => scripts.some((path) => path.includes(`/${name}-`));

test("a guest's discussion page loads no code for its static widgets until the first interaction, and a click then is not lost", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const path = new URL(target.url, "http://localhost").pathname;
  const scripts = recordScripts(page);
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  await expect(page.locator("[id^=Comment_]")).toHaveCount(30);
  expect(widgetChunk(scripts, "OriginalPostAsset")).toBe(false);
  expect(widgetChunk(scripts, "CommentThreadAsset")).toBe(false);
  expect(widgetChunk(scripts, "TitleBar")).toBe(true);

  // The first interaction is a click on the (still dormant) share menu: it opens once its code is in.
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("menuitem", { name: "Copy Link" })).toBeVisible();
  expect(widgetChunk(scripts, "OriginalPostAsset")).toBe(true);
});

test("a guest's click on a link of a dormant widget navigates in the app, and a choice in its sort menu is made", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const path = new URL(target.url, "http://localhost").pathname;
  const documents = countDocuments(page);
  await page.goto(path, { waitUntil: "networkidle" });
  expect(documents.count).toBe(1);

  await page.getByRole("link", { name: "Next" }).first().click();
  await expect(page).toHaveURL(/\/p2$/);
  await expect(page.locator("[id^=Comment_]").first()).toBeVisible();
  expect(documents.count).toBe(1);

  // A fresh page, and a choice made with no pointer or key first (a select changed by script).
  await page.goto(path, { waitUntil: "networkidle" });
  await page.getByLabel("Sort by").selectOption("-dateInserted");
  await expect(page).toHaveURL(/sort=-dateInserted/);
});
