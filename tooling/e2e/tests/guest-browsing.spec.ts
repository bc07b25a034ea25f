import { expect, test } from "@playwright/test";
import { busiestDiscussion, watchCspViolations } from "./helpers";

// Every page of these journeys runs under the site's Content-Security-Policy: none may be refused.
let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test("a guest browses home -> category -> discussion and pages through the comments", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  expect(target.countComments).toBeGreaterThan(30);
  const categoryName = target.category?.name ?? "";

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Categories", exact: true }).first().click();
  await expect(page).toHaveURL(/\/categories$/);

  await page.getByRole("link", { name: categoryName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/categories\/[^/]+$/);
  await expect(page.getByRole("heading", { name: categoryName }).first()).toBeVisible();

  await page.getByRole("link", { name: target.name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  const firstPageComments = await page.locator("[id^=Comment_]").evaluateAll((els) => els.map((e) => e.id));
  expect(firstPageComments.length).toBe(30);

  await page.getByRole("link", { name: "Next" }).first().click();
  await expect(page).toHaveURL(/\/p2$/);
  await expect(page.locator("[id^=Comment_]").first()).toBeVisible();
  const secondPageComments = await page.locator("[id^=Comment_]").evaluateAll((els) => els.map((e) => e.id));
  expect(secondPageComments.length).toBeGreaterThan(0);
  expect(secondPageComments.some((id) => firstPageComments.includes(id))).toBe(false);
});

test("unknown pages show the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you were looking for could not be found.")).toBeVisible();

  const missing = await page.goto("/discussion/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(/could not be found/)).toBeVisible();
});
