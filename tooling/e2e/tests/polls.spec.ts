import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §1: the polls add-on (packages/addon-polls), from a site manager enabling it to members
// creating a poll and voting; with it off, its routes answer 404 and the browser loads none of its code.
const POLLS = { key: "polls", dir: "packages/addon-polls/", name: "Polls" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: polls is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, POLLS.key);

test("a site manager enables Polls; a member creates a poll, another votes, sees the bars and changes the vote", async ({ page, browser }) => {
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: POLLS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The member opens 'New Poll' from the new-post menu and posts the discussion with its poll:
  // one request, `POST /polls` (a discussion is never left without its poll).
  const author = await personPage(browser, "member", "/");
  await author.getByRole("link", { name: "New Poll" }).first().click();
  await expect(author).toHaveURL(/\/post\/poll/);
  const title = `E2E poll ${Date.now().toString(36)}`;
  await author.getByLabel("Title").fill(title);
  await author.getByLabel("Category").selectOption({ label: "General" });
  await author.getByLabel("Body").fill("Tell us which day suits you.");
  const form = author.getByRole("region", { name: "Poll" });
  await form.getByLabel("Question").fill("Which day suits you?");
  await form.getByRole("textbox", { name: "Option 1" }).fill("Saturday");
  await form.getByRole("textbox", { name: "Option 2" }).fill("Sunday");
  await form.getByRole("button", { name: "Add option" }).click();
  await form.getByRole("textbox", { name: "Option 3" }).fill("Monday");
  const posts: string[] = [];
  author.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/v2\/(discussions|polls)$/.test(new URL(request.url()).pathname)) posts.push(new URL(request.url()).pathname);
  });
  await author.getByRole("button", { name: "Post Discussion" }).click();
  await expect(author.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(author.getByRole("heading", { name: "Which day suits you?" })).toBeVisible();
  expect(posts).toEqual(["/api/v2/polls"]);
  expect(await axeViolations(author)).toEqual([]);
  const path = new URL(author.url()).pathname;

  // Another member votes and sees the results as bars with counts and percentages.
  const voter = await personPage(browser, "moderator", path);
  await expect(voter.getByRole("heading", { name: "Which day suits you?" })).toBeVisible();
  await voter.getByRole("radio", { name: "Sunday" }).check();
  await voter.getByRole("button", { name: "Vote", exact: true }).click();
  const results = voter.getByRole("list", { name: "Results" });
  await expect(results.getByRole("meter", { name: "Sunday" })).toHaveAttribute("aria-valuenow", "100");
  await expect(results.getByText("Sunday (your vote)")).toBeVisible();
  await expect(results.getByText("1 vote · 100%")).toBeVisible();
  expect(await axeViolations(voter)).toEqual([]);

  // And changes the vote while the poll is open; a reload shows the new one.
  await voter.getByRole("button", { name: "Change vote" }).click();
  await voter.getByRole("radio", { name: "Monday" }).check();
  await voter.getByRole("button", { name: "Vote", exact: true }).click();
  await expect(results.getByText("Monday (your vote)")).toBeVisible();
  await voter.reload();
  await expect(voter.getByRole("meter", { name: "Monday" })).toHaveAttribute("aria-valuenow", "100");
  await expect(voter.getByRole("meter", { name: "Sunday" })).toHaveAttribute("aria-valuenow", "0");

  // The author has not voted: the results stay hidden until they do, then show both votes.
  await author.reload();
  await expect(author.getByRole("heading", { name: "Which day suits you?" })).toBeVisible();
  await expect(author.getByRole("meter")).toHaveCount(0);
  await author.getByRole("radio", { name: "Saturday" }).check();
  await author.getByRole("button", { name: "Vote", exact: true }).click();
  await expect(author.getByRole("meter", { name: "Saturday" })).toHaveAttribute("aria-valuenow", "50");
  await expect(author.getByRole("meter", { name: "Monday" })).toHaveAttribute("aria-valuenow", "50");
  await expect(author.getByText("2 voters")).toBeVisible();
});

test("with Polls off its API answers 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(POLLS.dir);
  // The descriptor and its widget chunk: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, POLLS.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/polls/1")).status()).toBe(404);
  expect((await request.get("/api/v2/polls/abc")).status()).toBe(404);
  expect((await request.get("/api/v2/polls/1/votes")).status()).toBe(404);
  expect((await request.put("/api/v2/polls/1/votes", { headers: API_HEADERS, data: { optionIDs: [1] } })).status()).toBe(404);
  expect((await request.post("/api/v2/polls", { headers: API_HEADERS, data: { discussionID: 1, name: "x", options: ["a", "b"] } })).status()).toBe(404);

  // On again: the next page knows it (a page with no poll has its manifest, not its descriptor:
  // docs/page-flow.md §4), and the API answers.
  await setAddonEnabled(admin, POLLS.key, true);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const standingIn = await page.evaluate(() => (window as unknown as { __QUORUM__: { lazyAddons?: Array<{ key: string }> } }).__QUORUM__.lazyAddons ?? []);
  expect(standingIn.map((addon) => addon.key)).toContain(POLLS.key);
  // The route exists again: a malformed id is refused (422) where it answered 404.
  expect((await request.get("/api/v2/polls/abc")).status()).toBe(422);
  await admin.dispose();
});
