import { expect, test } from "@playwright/test";
import { signIn, watchCspViolations } from "./helpers";

// Every page of these journeys runs under the site's Content-Security-Policy: none may be refused.
let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test("a member signs in, starts a discussion, comments, reloads and sees both", async ({ page }) => {
  await signIn(page, "member");
  const title = `E2E discussion ${Date.now()}`;
  const comment = `A first comment on it, ${Date.now()}`;

  await page.getByRole("link", { name: "New Discussion" }).first().click();
  await expect(page).toHaveURL(/\/post\/discussion/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "General" });
  await page.getByLabel("Body").fill("Opening post written by the end-to-end test.");
  await page.getByRole("button", { name: "Post Discussion" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/discussion\/\d+/);

  await page.getByRole("textbox", { name: "Comment" }).fill(comment);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText(comment)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Opening post written by the end-to-end test.")).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
});
