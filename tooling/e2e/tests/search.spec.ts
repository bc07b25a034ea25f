import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { signIn } from "./helpers";

interface Category {
  categoryID: number;
  urlcode: string;
  name: string;
}

async function categoryID(request: APIRequestContext, urlcode: string): Promise<number> {
  const categories = (await (await request.get("/api/v2/categories?outputFormat=flat&maxDepth=10")).json()) as Category[];
  const found = categories.find((category) => category.urlcode === urlcode);
  if (!found) throw new Error(`no ${urlcode} category`);
  return found.categoryID;
}

async function post(request: APIRequestContext, categoryID: number, name: string): Promise<{ discussionID: number; url: string }> {
  const response = await request.post("/api/v2/discussions", {
    headers: API_HEADERS,
    data: { name, body: `${name}, written for the search journey.`, format: "markdown", categoryID },
  });
  expect(response.status(), name).toBe(201);
  return (await response.json()) as { discussionID: number; url: string };
}

/** The names the results page lists now. */
async function resultNames(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Search results" }).getByRole("heading").allTextContents();
}

test("a member searches from the title bar, filters, pages and reloads the results; new posts are found, a private category's never", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A word no seeded post has, so the counts below are exact.
  const word = `kestrel${Date.now().toString(36)}`;
  // The moderator writes 21 discussions with it in General (moderators are not throttled), the
  // administrator one in the Staff Lounge, a category members cannot see.
  const moderator = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInApi(moderator, "moderator");
  const general = await categoryID(moderator, "general");
  for (let index = 1; index <= 21; index++) await post(moderator, general, `Search journey ${index} ${word}`);
  const admin = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInApi(admin, "admin");
  await post(admin, await categoryID(admin, "staff-lounge"), `Staff only ${word}`);
  // The administrator finds the staff post: it is indexed, so its absence below is the permission.
  const adminSearch = (await (await admin.get(`/api/v2/search?query=${word}&limit=100`)).json()) as { name: string }[];
  expect(adminSearch.map((result) => result.name)).toContain(`Staff only ${word}`);

  await signIn(page, "member");
  // A member's own post is findable as soon as it is written.
  await post(page.request, general, `Member note ${word}`);

  // Title bar: a partial word suggests posts; choosing one opens it.
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("banner").locator("input[name=query]");
  await box.click();
  await box.pressSequentially(word.slice(0, -3));
  const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
  const postsGroup = suggestions.getByRole("group", { name: "Posts" });
  await expect(postsGroup.getByRole("option")).toHaveCount(5);
  await expect(suggestions.getByRole("option", { name: /Staff only/ })).toHaveCount(0);
  await box.press("ArrowDown");
  const chosen = (await postsGroup.getByRole("option").first().textContent()) ?? "";
  await box.press("Enter");
  await page.waitForURL(/\/discussion\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(chosen.split(word)[0]?.trim() ?? "x"));

  // A full search from the title bar: 21 + the member's own, nothing from the Staff Lounge.
  await box.fill(word);
  await box.press("Enter");
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === word);
  const main = page.locator("#MainContent");
  await expect(main.getByText("1 - 20 of 22")).toBeVisible();
  expect(await resultNames(page)).not.toContain(`Staff only ${word}`);
  expect(await resultNames(page)).toContain(`Member note ${word}`);

  // Filtered by category and author: the moderator's 21, in two pages.
  await main.locator("select[name=categoryID]").selectOption(String(general));
  await main.getByLabel("Author").fill("moderator");
  await main.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("categoryID") === String(general) && url.searchParams.get("authors") === "moderator");
  await expect(main.getByText("1 - 20 of 21")).toBeVisible();
  await main.getByRole("link", { name: "Page 2", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  await expect(main.getByText("21 - 21 of 21")).toBeVisible();
  const pageTwo = await resultNames(page);
  expect(pageTwo).toHaveLength(1);
  expect(pageTwo[0]).toMatch(/^Search journey \d+ /);

  // The address holds the whole search: a reload shows the same results, server-rendered.
  const address = page.url();
  const html = await (await page.request.get(address)).text();
  expect(html).toContain(pageTwo[0]);
  await page.reload();
  await expect(main.getByText("21 - 21 of 21")).toBeVisible();
  expect(await resultNames(page)).toEqual(pageTwo);
  expect(page.url()).toBe(address);

  // Never the Staff Lounge's post for the member: not on the page, not from the API, not in the count.
  await page.goto(`/search?query=Staff+only+${word}`);
  await expect(main.getByText("No results found.")).toBeVisible();
  const memberSearch = await page.request.get(`/api/v2/search?query=${word}&limit=100`);
  expect(((await memberSearch.json()) as { name: string }[]).map((result) => result.name)).not.toContain(`Staff only ${word}`);
  expect(memberSearch.headers()["x-app-page-result-count"]).toBe("22");

  await moderator.dispose();
  await admin.dispose();
});
