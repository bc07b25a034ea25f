import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 16 §2 and §4: the knowledge base add-on (packages/addon-knowledge), from a site manager
// enabling it to a member reading an article; with it off, its routes answer 404 and the browser
// loads none of its code.
const KNOWLEDGE = { key: "knowledge", dir: "packages/addon-knowledge/", name: "Knowledge Base" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: the knowledge base is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, KNOWLEDGE.key);

test("a site manager enables the Knowledge Base, writes a knowledge base and an article; a member reads it, answers 'Was this article helpful?' and finds it on /kb/search", async ({
  page,
  browser,
}) => {
  // The site manager switches it on from the dashboard.
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: KNOWLEDGE.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // A knowledge base, a category and an article, from the /kb pages' forms.
  const stamp = Date.now().toString(36);
  const baseName = `Field Manual ${stamp}`;
  const title = `Pitching a tent ${stamp}`;
  await page.goto("/kb");
  await page.waitForLoadState("networkidle");
  const baseForm = page.getByRole("form", { name: "New Knowledge Base" });
  await baseForm.getByLabel("Name").fill(baseName);
  await baseForm.getByLabel("URL Code").fill(`manual-${stamp}`);
  await baseForm.getByLabel("Type").selectOption({ label: "Help Center" });
  await baseForm.getByRole("button", { name: "Create Knowledge Base" }).click();
  await expect(page.getByRole("heading", { level: 1, name: baseName })).toBeVisible();
  await page.getByRole("form", { name: "New Category" }).getByLabel("Name").fill("Camping");
  await page.getByRole("button", { name: "Add Category" }).click();
  await page.getByRole("link", { name: "New Article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Article" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Body" }).fill("Find flat ground before you unpack.");
  await page.getByRole("checkbox", { name: "Featured" }).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const articlePath = new URL(page.url()).pathname;
  expect(articlePath).toMatch(/^\/kb\/articles\/\d+-pitching-a-tent/);

  // The editor rewrites it, then brings the first text back from its revisions (who, when).
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  await page.getByLabel("Title").fill(`${title} (draft)`);
  await page.getByRole("textbox", { name: "Body" }).fill("Any ground will do.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Any ground will do.")).toBeVisible();
  await page.getByRole("link", { name: "Revisions", exact: true }).click();
  const revisions = page.getByRole("list", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText("by admin");
  await expect(revisions.nth(0)).toContainText("Current");
  expect(await axeViolations(page)).toEqual([]);
  await revisions.nth(1).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Find flat ground before you unpack.")).toBeVisible();

  // The server renders the article page whole: its title and body are there before any script runs.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  expect((await plain.goto(articlePath))?.status()).toBe(200);
  await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText("Find flat ground before you unpack.")).toBeVisible();
  await noScript.close();

  // A member sees it among the featured articles the knowledge base places on the home page,
  // finds it through the Help nav entry, reads it and says it helped, once.
  const member = await personPage(browser, "member", "/");
  await expect(member.getByRole("region", { name: "Featured Articles" }).getByRole("link", { name: title })).toBeVisible();
  await member.getByRole("link", { name: "Help", exact: true }).first().click();
  await member.getByRole("link", { name: baseName }).click();
  // Featured, it is listed first among the featured articles and again in its category.
  await expect(member.getByRole("region", { name: "Featured Articles" }).getByRole("link", { name: title })).toBeVisible();
  await member.getByRole("region", { name: "Camping" }).getByRole("link", { name: title }).click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(member.getByText("Find flat ground before you unpack.")).toBeVisible();
  await expect(member.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: baseName })).toBeVisible();
  const helpful = member.getByRole("region", { name: "Was this article helpful?" });
  await helpful.getByRole("button", { name: "Yes" }).click();
  await expect(helpful.getByText("1 found this helpful, 0 did not.")).toBeVisible();
  await member.reload();
  await expect(member.getByRole("region", { name: "Was this article helpful?" }).getByText("1 found this helpful, 0 did not.")).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);

  // And searches for it in the knowledge base's own search.
  await member.goto(`/kb/search?query=${encodeURIComponent(`tent ${stamp}`)}`);
  await expect(member.getByRole("link", { name: title })).toBeVisible();
  expect(await axeViolations(member)).toEqual([]);

  // Another article's body links to it: the link opens it in the app, under /kb/ (spec §2).
  const articleID = Number(/\d+/.exec(articlePath)?.[0]);
  const written = (await (await page.request.get(`/api/v2/articles/${articleID}`)).json()) as { knowledgeCategoryID: number };
  const seeAlso = await page.request.post("/api/v2/articles", {
    headers: API_HEADERS,
    data: {
      knowledgeCategoryID: written.knowledgeCategoryID,
      name: `Striking camp ${stamp}`,
      format: "markdown",
      body: `First read [the pitching guide](${articlePath}).`,
    },
  });
  expect(seeAlso.status()).toBe(201);
  await member.goto(((await seeAlso.json()) as { url: string }).url);
  await member.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await member.getByRole("link", { name: "the pitching guide" }).click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(new URL(member.url()).pathname).toBe(articlePath);
  expect(await member.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Deleted, it is missing to the member, in search too.
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  await member.goto(articlePath);
  await expect(member.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
  await member.goto(`/kb/search?query=${encodeURIComponent(`tent ${stamp}`)}`);
  await expect(member.getByText("No results found.")).toBeVisible();
});

test("with the Knowledge Base off its routes answer 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(KNOWLEDGE.dir);
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, KNOWLEDGE.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  for (const url of ["/kb", "/kb/search?query=tent", "/kb/help", "/kb/articles/1"]) {
    expect((await page.goto(url))?.status(), url).toBe(404);
    await page.waitForLoadState("networkidle");
  }
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/knowledge-bases")).status()).toBe(404);
  expect((await request.get("/api/v2/articles/1")).status()).toBe(404);
  expect((await request.post("/api/v2/articles", { headers: API_HEADERS, data: { knowledgeCategoryID: 1, name: "x", body: "x" } })).status()).toBe(404);

  // On again: its page loads the descriptor (others only its manifest: docs/page-flow.md §4), and the API answers.
  await setAddonEnabled(admin, KNOWLEDGE.key, true);
  await page.goto("/kb");
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/knowledge-bases")).status()).toBe(200);
  await admin.dispose();
});
