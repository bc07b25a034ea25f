import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 16 §3 and §4: the ideation add-on (packages/addon-ideation), from a site manager enabling
// it and making a category an idea category to members posting and voting and a moderator moving
// an idea to a status its voter is told of; with it off, its routes answer 404 and the browser
// loads none of its code.
const IDEATION = { key: "ideation", dir: "packages/addon-ideation/", name: "Ideation" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: Off Topic is no idea category and ideation
// is off again afterwards, as they start.
leaveAddonOffAfterAll(test, IDEATION.key, async (admin) => {
  const offTopic = (await (await admin.get("/api/v2/categories/off-topic")).json()) as { categoryID: number };
  await admin.patch(`/api/v2/categories/${offTopic.categoryID}/ideation`, { headers: API_HEADERS, data: { enabled: false } });
});

test("a site manager enables Ideation and makes an idea category; a member posts an idea, another votes, a moderator plans it and the voter hears", async ({
  page,
  browser,
}) => {
  // The site manager switches it on from the dashboard, then makes Off Topic an idea category.
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: IDEATION.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();
  await page.goto("/ideation/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Ideation Settings" })).toBeVisible();
  const offTopic = page.getByRole("listitem").filter({ has: page.getByText("Off Topic", { exact: true }) });
  // The switch shows the saved setting: checked once the server has it.
  await offTopic.getByRole("checkbox", { name: "Idea category" }).click();
  await expect(offTopic.getByRole("checkbox", { name: "Idea category" })).toBeChecked();
  await expect(offTopic.getByRole("checkbox", { name: "Allow down-votes" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A member posts an idea from the category's 'New Idea' button.
  const author = await personPage(browser, "member", "/categories/off-topic");
  const name = `Keyboard shortcuts ${Date.now().toString(36)}`;
  await author.getByRole("link", { name: "New Idea" }).first().click();
  await expect(author).toHaveURL(/\/post\/idea/);
  await author.getByLabel("Title").fill(name);
  await author.getByLabel("Body").fill("J and K to move between discussions.");
  await author.getByRole("button", { name: "Post Discussion" }).click();
  await expect(author.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(author.getByText("Active", { exact: true })).toBeVisible();
  const ideaPath = new URL(author.url()).pathname;

  // 'New Idea' is offered in idea categories only: not in a category that is none, nor on the home page.
  for (const url of ["/categories/general", "/"]) {
    await author.goto(url);
    await expect(author.getByRole("link", { name: "New Discussion" }).first()).toBeVisible();
    await expect(author.getByRole("link", { name: "New Idea" })).toHaveCount(0);
  }

  // Another member up-votes it from the category's list (the site's demo accounts are admin,
  // moderator and member: the site manager votes as any member does).
  await page.goto("/categories/off-topic");
  await page.waitForLoadState("networkidle");
  const voter = page;
  const upVote = voter.getByRole("button", { name: `Vote up: ${name}` });
  await upVote.click();
  await expect(upVote).toHaveAttribute("aria-pressed", "true");
  await expect(voter.getByRole("listitem").filter({ hasText: name }).getByText("Score", { exact: true }).locator("..")).toHaveText("Score 1");
  expect(await axeViolations(voter)).toEqual([]);

  // A moderator sets it Planned with a note, shown on the idea.
  const moderator = await personPage(browser, "moderator", ideaPath);
  await moderator.getByRole("button", { name: "Discussion Options" }).first().click();
  await moderator.getByRole("menuitem", { name: "Change Status" }).click();
  const dialog = moderator.getByRole("dialog", { name: "Change Status" });
  await dialog.getByLabel("Status").selectOption({ label: "Planned" });
  await dialog.getByLabel("Note").fill("On the roadmap for the spring.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(moderator.getByText("Planned", { exact: true }).first()).toBeVisible();
  await expect(moderator.getByText("On the roadmap for the spring.")).toBeVisible();

  // The voter is notified (the platform's notifications, worked after the change commits).
  await expect
    .poll(async () => {
      const notes = (await (await voter.request.get("/api/v2/notifications")).json()) as Array<{ activityType: string; body: string }>;
      return notes.filter((n) => n.activityType === "IdeaStatus").map((n) => n.body);
    })
    .toContain(`The status of <b>${name}</b> changed to <b>Planned</b>`);
  await voter.goto(ideaPath);
  await expect(voter.getByText("On the roadmap for the spring.")).toBeVisible();
});

test("with Ideation off its API and pages answer 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(IDEATION.dir);
  // The descriptor and its chunks: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, IDEATION.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions", "/categories/off-topic"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/ideation/settings"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/ideation/statuses")).status()).toBe(404);
  expect((await admin.patch("/api/v2/categories/1/ideation", { headers: API_HEADERS, data: { enabled: true } })).status()).toBe(404);
  expect((await admin.put("/api/v2/discussions/1/idea-vote", { headers: API_HEADERS, data: { vote: "up" } })).status()).toBe(404);

  // On again: the descriptor is loaded with the next page, and the API answers.
  await setAddonEnabled(admin, IDEATION.key, true);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/ideation/statuses")).status()).toBe(200);
  await setAddonEnabled(admin, IDEATION.key, false);
  await admin.dispose();
});
