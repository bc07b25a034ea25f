import { expect, test } from "@playwright/test";
import { busiestDiscussion } from "./helpers";

test("the discussion page's HTML carries its title and first comments before any script runs", async ({ request }) => {
  const target = await busiestDiscussion(request);
  const html = await (await request.get(`/discussion/${target.discussionID}`)).text();
  const comments = (await (await request.get(`/api/v2/comments?discussionID=${target.discussionID}&limit=3`)).json()) as Array<{
    commentID: number;
  }>;
  expect(html).toContain(target.name.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
  for (const c of comments) expect(html).toContain(`id="Comment_${c.commentID}"`);
  expect(html).toContain("window.__QUORUM__");
  expect(html).toMatch(/:root\{[^}]*--q-color-primary:#037DBC/i);
});

test("a page is interactive without any API request after load", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
  });
  await page.goto(target.url);
  await page.waitForLoadState("networkidle");
  expect(apiCalls).toEqual([]);

  // Client-side navigation afterwards fetches the next layout through the API.
  await page.getByRole("link", { name: "Categories", exact: true }).first().click();
  await expect(page).toHaveURL(/\/categories$/);
  expect(apiCalls.some((u) => u.includes("/api/v2/layouts/lookup-hydrate"))).toBe(true);
});
