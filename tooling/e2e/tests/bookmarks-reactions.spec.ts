import { expect, test } from "@playwright/test";
import { busiestDiscussion, signIn } from "./helpers";

test("a member bookmarks and reacts, and after a reload both persist", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  await signIn(page, "member", new URL(target.url, "http://localhost").pathname);
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();

  await page.getByRole("button", { name: "Bookmark", exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Bookmarked" }).first()).toBeVisible();

  const postReactions = page.getByRole("list", { name: "Reactions" }).first();
  const like = postReactions.getByRole("button", { name: /^Like/ });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByRole("button", { name: "Bookmarked" }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Reactions" }).first().getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
});

test("a failing bookmark request reverts the optimistic toggle and shows the failure toast", async ({ page, request }) => {
  const list = (await (await request.get("/api/v2/discussions?limit=10")).json()) as { url: string; name: string }[];
  const target = list[list.length - 1];
  if (!target) throw new Error("no discussions");
  await signIn(page, "member", new URL(target.url, "http://localhost").pathname);
  await page.route("**/api/v2/discussions/*/bookmark", (route) => route.abort());

  await page.getByRole("button", { name: "Bookmark", exact: true }).first().click();
  await expect(page.getByText("There was a problem bookmarking this discussion.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmark", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmarked" })).toHaveCount(0);
});
