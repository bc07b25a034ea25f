import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { API_HEADERS, listAddons, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 3 §3: the add-ons screen of the site managers' dashboard, in a real browser against the
// built site. The switch is exercised on Q&A, an installed add-on that is not always on.
const QNA = "qna";

// Every journey shares one server: whatever happens in a test, Q&A is on again afterwards.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, QNA, true);
  } finally {
    await admin.dispose();
  }
});

test("an administrator opens the dashboard from the title bar, sees the add-ons and switches one off and on", async ({ page, request }) => {
  await signInApi(request, "admin");
  const installed = await listAddons(request);
  const qna = installed.find((addon) => addon.key === QNA);
  if (!qna) throw new Error("Q&A is not installed in the site under test");
  expect(qna.enabled).toBe(true);
  const dashboard = addonFiles("packages/dashboard/");
  const requests = recordRequests(page);

  await signIn(page, "admin");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/addons$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  // A click before hydration would do nothing: let the page's scripts arrive.
  await page.waitForLoadState("networkidle");
  // The page's own chunk came with the visit (it is not part of anyone's shell).
  expect(requests.take().filter((path) => dashboard.all.has(path) && path !== dashboard.descriptor)).not.toEqual([]);

  // Every installed add-on with its name, version, description and state, as the API lists them.
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(installed.length);
  for (const addon of installed) {
    const item = page.getByRole("listitem", { name: addon.name, exact: true });
    await expect(item.getByRole("heading", { level: 2, name: addon.name, exact: true })).toBeVisible();
    await expect(item.getByText(`Version ${addon.version}`, { exact: true })).toBeVisible();
    if (addon.description) await expect(item.getByText(addon.description, { exact: true })).toBeVisible();
    const state = addon.alwaysOn ? "Always on" : addon.enabled ? "Enabled" : "Disabled";
    await expect(item.getByText(state, { exact: true })).toBeVisible();
    // The forum and the dashboard itself cannot be switched off: no button to try.
    if (addon.alwaysOn) await expect(item.getByRole("button")).toHaveCount(0);
  }

  const item = page.getByRole("listitem", { name: qna.name, exact: true });
  await item.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(item.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(item.getByRole("status")).toHaveText(`${qna.name} is disabled. Pages loaded from now on leave it out.`);
  expect((await listAddons(request)).find((addon) => addon.key === QNA)?.enabled).toBe(false);

  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();
  await expect(item.getByRole("status")).toHaveText(`${qna.name} is enabled. Pages loaded from now on include it.`);
  expect((await listAddons(request)).find((addon) => addon.key === QNA)?.enabled).toBe(true);

  // A reload shows what the server now holds.
  await page.reload();
  await expect(page.getByRole("listitem", { name: qna.name, exact: true }).getByText("Enabled", { exact: true })).toBeVisible();
});

test("a member gets the permission page with status 403, and the API refuses the switch", async ({ page, request }) => {
  await signIn(page, "member");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  const response = await page.goto("/dashboard/addons");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeVisible();
  await expect(page.getByText("You don't have permission to view this resource.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add-ons" })).toHaveCount(0);

  await signInApi(request, "member");
  const patch = await request.patch(`/api/v2/addons/${QNA}`, { headers: API_HEADERS, data: { enabled: false } });
  expect(patch.status()).toBe(403);
  // Refused for want of the permission (not by the CSRF guard, which names a header).
  expect(((await patch.json()) as { description?: string }).description).toContain("site.manage");
  expect((await request.get("/api/v2/addons")).status()).toBe(403);
});

test("a guest gets the permission page with a Sign In link and status 403", async ({ page, request }) => {
  const response = await page.goto("/dashboard/addons");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeVisible();
  const patch = await request.patch(`/api/v2/addons/${QNA}`, { headers: API_HEADERS, data: { enabled: false } });
  expect(patch.status()).toBe(403);
});

test("a member's browser never fetches the dashboard page's code", async ({ page }) => {
  const dashboard = addonFiles("packages/dashboard/");
  const pageScripts = [...dashboard.all].filter((path) => path !== dashboard.descriptor && path.endsWith(".js"));
  await signIn(page, "member");
  const requests = recordRequests(page);
  await page.goto("/dashboard/addons");
  await expect(page.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const seen = requests.take();
  // The dashboard is always on, so its small descriptor loads; its page's code must not.
  expect(seen).toContain(dashboard.descriptor);
  expect(seen).not.toContain("/api/v2/addons");
  expect(seen.filter((path) => pageScripts.includes(path))).toEqual([]);
});
