import { expect, test } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { signIn } from "./helpers";

const WINDOW_SECONDS = 25;

test("an author edits within the edit window and no longer sees Edit after it", async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    const configured = await admin.patch("/api/v2/config", { headers: API_HEADERS, data: { "ui.editContentTimeout": WINDOW_SECONDS } });
    expect(configured.status()).toBe(200);

    await signInApi(member, "member");
    const categories = (await (await member.get("/api/v2/categories?limit=100")).json()) as { categoryID: number; name: string }[];
    const general = categories.find((c) => c.name === "General");
    const created = await member.post("/api/v2/discussions", {
      headers: API_HEADERS,
      data: { name: `Edit window ${Date.now()}`, body: "Written to be edited.", format: "text", categoryID: general?.categoryID },
    });
    expect(created.status()).toBe(201);
    const discussion = (await created.json()) as { url: string; name: string; dateInserted: string };
    const deadline = Date.parse(discussion.dateInserted) + WINDOW_SECONDS * 1000;

    await signIn(page, "member", new URL(discussion.url, baseURL).pathname);
    await page.getByRole("button", { name: "Discussion Options" }).click();
    const edit = page.getByRole("menuitem", { name: /^Edit/ });
    await expect(edit).toContainText("left");
    await edit.click();

    await expect(page).toHaveURL(/\/post\/editdiscussion\//);
    const renamed = `${discussion.name} (edited)`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

    // With the menu open, Edit leaves on its own once the window has shut: no reload.
    await page.getByRole("button", { name: "Discussion Options" }).click();
    await expect(page.getByRole("menuitem", { name: /^Edit/ })).toBeVisible();
    const wait = deadline - Date.now();
    await expect(page.getByRole("menuitem", { name: /^Edit/ })).toHaveCount(0, { timeout: Math.max(wait, 0) + 10_000 });
    await expect(page.getByRole("menuitem", { name: "Mute" })).toBeVisible();

    // The server agrees: the author's edit is refused now.
    const late = await member.patch(new URL(discussion.url, baseURL).pathname.replace(/^\/discussion\/(\d+).*/, "/api/v2/discussions/$1"), {
      headers: API_HEADERS,
      data: { name: "Too late" },
    });
    expect(late.status()).toBe(403);
  } finally {
    await admin.patch("/api/v2/config", { headers: API_HEADERS, data: { "ui.editContentTimeout": 3600 } });
    await admin.dispose();
    await member.dispose();
  }
});
