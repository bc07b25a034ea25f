import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { API_HEADERS } from "./adminApi";
import { signIn } from "./helpers";

test("a member's open page shows new notifications as they happen, the flyout lists them and mark-all-read zeroes them", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Member B: a new account, on its own API session.
  const b = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const bName = `notifier${Date.now().toString(36)}`;
  const registered = await b.post("/api/v2/users/register", {
    headers: API_HEADERS,
    data: { name: bName, email: `${bName}@example.com`, password: "notifier-password" },
  });
  expect(registered.status()).toBe(201);

  // Member A (the demo member) has a discussion and bookmarks someone else's.
  await signIn(page, "member");
  const categories = (await (await page.request.get("/api/v2/categories?outputFormat=flat&maxDepth=10")).json()) as { categoryID: number; urlcode: string }[];
  const general = categories.find((category) => category.urlcode === "general");
  if (!general) throw new Error("no General category");
  const own = await page.request.post("/api/v2/discussions", {
    headers: API_HEADERS,
    data: { name: "Notify me about this", body: "A's own discussion.", format: "markdown", categoryID: general.categoryID },
  });
  expect(own.status()).toBe(201);
  const ownID = ((await own.json()) as { discussionID: number }).discussionID;
  const listed = (await (await page.request.get("/api/v2/discussions?limit=30")).json()) as { discussionID: number; insertUserID: number }[];
  const me = (await (await page.request.get("/api/v2/users/me")).json()) as { userID: number };
  const other = listed.find((discussion) => discussion.insertUserID !== me.userID && discussion.discussionID !== ownID);
  if (!other) throw new Error("no discussion of someone else");
  expect((await page.request.put(`/api/v2/discussions/${other.discussionID}/bookmark`, { headers: API_HEADERS, data: { bookmarked: true } })).status()).toBe(
    200,
  );
  // Start from nothing unread.
  expect((await page.request.patch("/api/v2/notifications", { headers: API_HEADERS, data: { read: true } })).status()).toBe(204);

  await page.goto("/");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  // From now on the page asks the API for nothing about notifications: they arrive on the stream.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/v2\/(notifications(?!\/stream)|users\/me-counts)/.test(request.url())) asked.push(request.url());
  });

  // B comments in both, mentioning A in A's discussion.
  for (const [discussionID, body] of [
    [ownID, "Hello @member, welcome!"],
    [other.discussionID, "A comment in the bookmarked one."],
  ] as const) {
    expect((await b.post("/api/v2/comments", { headers: API_HEADERS, data: { discussionID, body, format: "markdown" } })).status()).toBe(201);
  }

  // No reload: the count arrives by itself.
  await expect(bell).toHaveAccessibleName("Notifications (2)");
  expect(asked).toEqual([]);

  await bell.click();
  const flyout = page.getByRole("menu", { name: "Notifications (2)" });
  await expect(flyout.getByRole("menuitem", { name: `${bName} mentioned you in Notify me about this` })).toBeVisible();
  await expect(flyout.getByRole("menuitem", { name: new RegExp(`^${bName} commented on your bookmarked discussion`) })).toBeVisible();
  await expect(flyout.getByRole("menuitem", { name: "View All" })).toHaveAttribute("href", "/notifications");

  await flyout.getByRole("menuitem", { name: "Mark All Read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect
    .poll(async () => ((await (await page.request.get("/api/v2/users/me-counts")).json()) as { counts: { name: string; count: number }[] }).counts[0]?.count)
    .toBe(0);

  // Escape closes a flyout and gives the focus back to its button.
  await bell.click();
  await expect(page.getByRole("menu", { name: "Notifications" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(bell).toBeFocused();

  // After a reload the count is still 0, and /notifications lists both, read (beside what other
  // journeys on this site told the demo member: only B's two are counted).
  await page.goto("/notifications");
  await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("list", { name: "Notifications" }).getByRole("link", { name: new RegExp(`^${bName} `) })).toHaveCount(2);
  await b.dispose();
});

test("the open notifications flyout, My Account flyout and account panel have no accessibility violations", async ({ page }) => {
  await signIn(page, "member");
  const found: Record<string, string[]> = {};
  const check = async (state: string): Promise<void> => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const problems = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    );
    if (problems.length > 0) found[state] = problems;
  };
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("menu", { name: /^Notifications/ })).toBeVisible();
  await check("notifications flyout");
  await page.getByRole("button", { name: "My Account" }).click();
  await expect(page.getByRole("menu", { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.getByRole("menu", { name: "My Account" })).toBeVisible();
  await check("My Account flyout");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Account" });
  await expect(panel.getByRole("tab", { name: "Me", exact: true })).toHaveAttribute("aria-selected", "true");
  // The conversations add-on is on by default: its tab is the third (issue 13 §2).
  await expect(panel.getByRole("tab")).toHaveText(["Me", "My Account", "Messages"]);
  await check("account panel");
  expect(found).toEqual({});
});
