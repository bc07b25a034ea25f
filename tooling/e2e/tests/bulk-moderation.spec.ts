import { expect, test } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { signIn } from "./helpers";

interface Listed {
  discussionID: number;
  name: string;
  categoryID: number;
  pinned: boolean;
  type: string;
  category?: { name: string };
}

const SAFE_CATEGORIES = new Set(["General", "Getting Started", "Bug Reports", "Off Topic"]);

test("a moderator bulk-moves three discussions; the one in a category they cannot manage fails and stays selected", async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    const categories = (await (await admin.get("/api/v2/categories?limit=100")).json()) as { categoryID: number; name: string }[];
    const idOf = (name: string) => {
      const found = categories.find((c) => c.name === name);
      if (!found) throw new Error(`no category ${name}`);
      return found.categoryID;
    };

    // Three ordinary discussions on the first page of recent discussions.
    const listed = (await (await admin.get("/api/v2/discussions?limit=30&expand=category")).json()) as Listed[];
    const chosen = listed
      .filter((d) => !d.pinned && d.type === "discussion" && SAFE_CATEGORIES.has(d.category?.name ?? "") && d.category?.name !== "Off Topic")
      .slice(0, 3);
    expect(chosen).toHaveLength(3);
    const [first, second, third] = chosen as [Listed, Listed, Listed];

    await signIn(page, "moderator", "/discussions");
    for (const d of chosen) await page.getByRole("checkbox", { name: `Select ${d.name}` }).check();
    const toast = page.getByText("You have selected 3 discussions.");
    await expect(toast).toBeVisible();

    // Meanwhile an administrator files the third under Site Feedback, which only administrators organise.
    const moved = await admin.patch(`/api/v2/discussions/${third.discussionID}`, { headers: API_HEADERS, data: { categoryID: idOf("Site Feedback") } });
    expect(moved.status()).toBe(200);

    await page.getByRole("button", { name: "Move", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Move Discussions" });
    await dialog.getByRole("textbox", { name: "Category" }).fill("Off");
    await dialog.getByRole("radio", { name: "Off Topic" }).check();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();

    const progress = dialog.getByRole("list", { name: "Progress" });
    await expect(progress.getByText("Success")).toHaveCount(2);
    await expect(progress.getByText(/permission/i)).toHaveCount(1);
    await expect(page.getByText("You have selected 1 discussion.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("checkbox", { name: `Select ${third.name}` })).toBeChecked();

    // The server agrees: two moved, the third stayed where the administrator put it.
    for (const d of [first, second]) {
      const after = (await (await admin.get(`/api/v2/discussions/${d.discussionID}`)).json()) as Listed;
      expect(after.categoryID).toBe(idOf("Off Topic"));
    }
    const stayed = (await (await admin.get(`/api/v2/discussions/${third.discussionID}`)).json()) as Listed;
    expect(stayed.categoryID).toBe(idOf("Site Feedback"));

    // The selection survives a reload.
    await page.reload();
    await expect(page.getByText("You have selected 1 discussion.")).toBeVisible();
  } finally {
    await admin.dispose();
  }
});
