import { expect, test } from "@playwright/test";
import { busiestDiscussion } from "./helpers";

test("a guest sees no comment form and the API refuses a guest's post", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  await page.goto(target.url);
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Post Comment" })).toHaveCount(0);
  await expect(page.locator("textarea")).toHaveCount(0);

  const response = await request.post("/api/v2/comments", {
    headers: { "X-Requested-With": "vanilla" },
    data: { discussionID: target.discussionID, body: "guest says hi", format: "text" },
  });
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { message: string; status: number };
  expect(body.status).toBe(403);
  expect(body.message).toBeTruthy();
});
