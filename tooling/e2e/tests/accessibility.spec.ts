import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { busiestDiscussion, signIn } from "./helpers";

/**
 * axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus its best practices
 * (heading order, one main landmark, ...), which screen-reader users meet on every page too.
 */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// A dozen pages each, axe walking every element of each: well past the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** One line per failing node: rule, element and why, so a failure says what to fix. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? "?"}) ${node.target.join(" ")}: ${node.failureSummary ?? violation.help}`),
  );
}

/** A page to check and the status it answers with. */
type Visit = [url: string, status?: number];

/**
 * Opens each page, waits for it to hydrate and runs axe on it; then asserts no page had a
 * violation. Every page is checked before the assertion, so a failure lists all that is wrong.
 */
async function expectAccessible(page: Page, visits: readonly Visit[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const [url, status = 200] of visits) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
    if (results.violations.length > 0) found[url] = describeViolations(results.violations);
  }
  expect(found).toEqual({});
}

interface Category {
  urlcode: string;
}

/** The pages of every type a visitor sees; a guest may not start a discussion (403). */
async function pagesOf(page: Page, createPostStatus = 200): Promise<Visit[]> {
  const discussion = await busiestDiscussion(page.request);
  const categories = (await (await page.request.get("/api/v2/categories")).json()) as Category[];
  const category = categories[0];
  if (!category) throw new Error("no categories were seeded");
  return [
    ["/"],
    ["/discussions"],
    ["/categories"],
    [`/categories/${category.urlcode}`],
    [new URL(discussion.url, "http://localhost").pathname],
    ["/post/discussion", createPostStatus],
    // A profile page (issue 13): the activity tab with its pager, a tab, and a private profile's restricted view.
    ["/profile/alice"],
    ["/profile/reactions/alice?reaction=like"],
    ["/profile/pat"],
    // The search page (issue 14): results with the pager, and the empty state.
    ["/search?query=the"],
    ["/search?query=zzqqxxnothing"],
  ];
}

test("a guest's pages have no accessibility violations", async ({ page }) => {
  await expectAccessible(page, [
    ...(await pagesOf(page, 403)),
    ["/entry/signin"],
    ["/entry/register"],
    ["/no/such/page", 404],
    ["/discussion/999999", 404],
    ["/dashboard/addons", 403],
    ["/profile/edit", 403],
  ]);
});

test("a member's pages have no accessibility violations", async ({ page }) => {
  await signIn(page, "member");
  await expectAccessible(page, [
    ...(await pagesOf(page)),
    ["/profile/edit"],
    ["/profile/followed-content"],
    ["/notification-preferences"],
    ["/entry/emailconfirmrequest"],
    ["/notifications"],
    ["/messages"],
    ["/messages/add"],
    ["/messages/blocked"],
  ]);
});

test("an administrator's pages have no accessibility violations", async ({ page }) => {
  await signIn(page, "admin");
  await expectAccessible(page, [...(await pagesOf(page)), ["/dashboard/addons"], ["/log/filter"], ["/dashboard/users"], ["/profile/edit"]]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a guest's and a member's pages, with the menu open, have no accessibility violations", async ({ page }) => {
    await expectAccessible(page, [...(await pagesOf(page, 403)), ["/entry/signin"]]);
    await page.getByRole("button", { name: "Open Menu" }).click();
    const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
    await signIn(page, "member");
    await expectAccessible(page, await pagesOf(page));
  });
});

test("a moderator's menus and dialogs on a discussion have no accessibility violations", async ({ page }) => {
  const discussion = await busiestDiscussion(page.request);
  await signIn(page, "admin", new URL(discussion.url, "http://localhost").pathname);
  const found: Record<string, string[]> = {};
  // An open menu is checked by itself: what it covers for the moment (a tag under the share
  // menu) is not a target while it is open, and the page under it was checked on its own.
  const check = async (state: string, only?: string): Promise<void> => {
    const builder = new AxeBuilder({ page }).withTags(RULE_TAGS);
    const results = await (only ? builder.include(only) : builder).analyze();
    if (results.violations.length > 0) found[state] = describeViolations(results.violations);
  };

  await page.getByRole("button", { name: "Discussion Options" }).first().click();
  await expect(page.getByRole("menu")).toBeVisible();
  await check("options menu", "[role=menu]");
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("delete dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("menu")).toBeVisible();
  await check("share menu", "[role=menu]");
  expect(found).toEqual({});
});
