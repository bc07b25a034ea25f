import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";
import { busiestDiscussion, signIn, watchCspViolations } from "./helpers";
import { holdScripts } from "./holdScripts";

// A 1×1 PNG: the server checks an image's real format, so the photo must be one.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

interface ApiUser {
  userID: number;
  name: string;
  title?: string;
  private?: boolean;
  photoUrl: string;
  banned?: number;
  roleIDs: number[];
}

/** A demo account as an administrator reads it through the API. */
async function userNamed(admin: APIRequestContext, name: string): Promise<ApiUser> {
  const response = await admin.get(`/api/v2/users?query=${encodeURIComponent(name)}&limit=100`);
  expect(response.status()).toBe(200);
  const user = ((await response.json()) as ApiUser[]).find((u) => u.name === name);
  if (!user) throw new Error(`no user ${name}`);
  return user;
}

/** Puts the demo member back as seeded (every spec shares one site). */
async function restoreMember(admin: APIRequestContext): Promise<void> {
  const member = await userNamed(admin, "member");
  const roles = (await (await admin.get("/api/v2/roles?limit=500")).json()) as Array<{ roleID: number; type: string }>;
  const memberRoles = roles.filter((role) => role.type === "member").map((role) => role.roleID);
  await admin.put(`/api/v2/users/${member.userID}/ban`, { headers: API_HEADERS, data: { banned: false } });
  const response = await admin.patch(`/api/v2/users/${member.userID}`, {
    headers: API_HEADERS,
    data: { title: "", private: false, photoUrl: "", roleID: memberRoles },
  });
  expect(response.status()).toBe(200);
}

test.describe("accounts", () => {
  // Each journey's own API context, signed in as the administrator: to check what was saved, and
  // to put the member back afterwards.
  let admin: APIRequestContext;
  test.beforeEach(async ({ request }) => {
    admin = request;
    await signInApi(admin, "admin");
  });
  test.afterEach(async () => {
    await restoreMember(admin);
  });

  test("a member changes their title and photo and makes their profile private", async ({ page }) => {
    await signIn(page, "member", "/profile/edit");
    await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
    const title = `Regular since ${Date.now()}`;
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByLabel("Upload a new photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    // The upload went through the media API: the photo shows, and can be removed.
    await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Make my profile private" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();

    // Kept: the page reloaded shows it, and the API agrees.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    await expect(page.getByRole("checkbox", { name: "Make my profile private" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();
    const member = await userNamed(admin, "member");
    expect(member.title).toBe(title);
    expect(member.private).toBe(true);
    expect(member.photoUrl).toMatch(/\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  });

  test("a profile edited and saved before the page's scripts have run is saved once they have", async ({ page }) => {
    await signIn(page, "member");
    const scripts = await holdScripts(page);
    await page.goto("/profile/edit", { waitUntil: "commit" });
    const title = `Typed before hydration ${Date.now()}`;
    // The server's HTML is the whole form, filled in.
    await expect(page.getByRole("textbox", { name: /Username/ })).toHaveValue("member");
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("checkbox", { name: "Make my profile private" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    expect(await scripts.holding()).toBe(true);
    expect(await scripts.held()).toBe(1);

    scripts.release();
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
    const member = await userNamed(admin, "member");
    expect(member.title).toBe(title);
    expect(member.private).toBe(true);
  });

  test("an administrator bans a member, whose next post is refused, unbans them and gives them a role", async ({ page, browser }) => {
    const discussion = await busiestDiscussion(admin);
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const memberCsp = watchCspViolations(memberPage);
    await signIn(memberPage, "member", new URL(discussion.url, "http://localhost").pathname);

    await signIn(page, "admin", "/dashboard/users?query=member");
    const row = page.getByRole("listitem", { name: "member", exact: true });
    await row.getByRole("button", { name: "Ban" }).click();
    await expect(row.getByRole("status")).toHaveText("member has been banned.");
    await expect(row.getByText("Banned", { exact: true })).toBeVisible();

    // The member's open page: the post is refused with the spec's text.
    const refused = `Posted while banned ${Date.now()}`;
    await memberPage.getByRole("textbox", { name: "Comment" }).fill(refused);
    await memberPage.getByRole("button", { name: "Post Comment" }).click();
    await expect(memberPage.getByText("This user has been banned.")).toBeVisible();

    await row.getByRole("button", { name: "Unban" }).click();
    await expect(row.getByRole("status")).toHaveText("member has been unbanned.");
    await expect(row.getByText("Banned", { exact: true })).toHaveCount(0);
    // Unbanned, the same session posts again. The refused text was kept as the box's draft: it
    // comes back after the reload, and the member writes over it once it has (typed before the
    // page had hydrated, the typed text and the returning draft met: 1 run in 3 under load).
    await memberPage.reload();
    await expect(memberPage.getByRole("textbox", { name: "Comment" })).toContainText(refused);
    const allowed = `Posted after the unban ${Date.now()}`;
    await memberPage.getByRole("textbox", { name: "Comment" }).fill(allowed);
    await memberPage.getByRole("button", { name: "Post Comment" }).click();
    await expect(memberPage.getByText(allowed)).toBeVisible();
    await expect(memberPage.getByText(refused)).toHaveCount(0);

    // A role: Moderator, through the edit form.
    await row.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog.getByRole("checkbox", { name: "Moderator" })).toBeVisible();
    // The open form passes axe's checks too (the page itself is in the accessibility journey).
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await dialog.getByRole("checkbox", { name: "Moderator" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText(/Moderator/)).toBeVisible();
    const roles = (await (await admin.get("/api/v2/roles?limit=500")).json()) as Array<{ roleID: number; name: string }>;
    const moderator = roles.find((role) => role.name === "Moderator")?.roleID;
    expect((await userNamed(admin, "member")).roleIDs).toContain(moderator);
    // The member's own session holds it on its next request.
    const me = (await (await memberPage.request.get("/api/v2/users/me")).json()) as { roleIDs: number[] };
    expect(me.roleIDs).toContain(moderator);

    expect(memberCsp).toEqual([]);
    await memberContext.close();
  });

  test("a member cannot reach the users admin, nor change their own roles through the API", async ({ page }) => {
    await signIn(page, "member");
    const response = await page.goto("/dashboard/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeVisible();
    const me = (await (await page.request.get("/api/v2/users/me")).json()) as { userID: number };
    const escalate = await page.request.patch(`/api/v2/users/${me.userID}`, { headers: API_HEADERS, data: { roleID: [1, 2, 3, 4] } });
    expect(escalate.status()).toBe(403);
  });
});
