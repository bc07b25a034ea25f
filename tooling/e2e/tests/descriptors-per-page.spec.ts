import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { listAddons, setAddonEnabled, signInApi, type ListedAddon } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// A page's first load pays only for the add-ons it uses (docs/page-flow.md §4, "Descriptors a page
// does not use"): with every add-on on, a guest's discussion page fetches no descriptor of an
// add-on it does not show (Groups, Conversations, the dashboard), yet shows their navigation items;
// following one loads that add-on's descriptor and page inside the running app.
const UNUSED_ON_A_DISCUSSION = [
  { key: "groups", dir: "packages/addon-groups/" },
  { key: "conversations", dir: "packages/conversations/" },
  { key: "dashboard", dir: "packages/dashboard/" },
];

// Add-ons that fill slots and extension points: their slot items travel as data and their
// contributions (post types, the search page's tab) as values, so a page that shows none of their
// items loads none of their code either.
const SLOTS_AND_POINTS = [
  { key: "qna", dir: "packages/addon-qna/" },
  { key: "ideation", dir: "packages/addon-ideation/" },
  { key: "polls", dir: "packages/addon-polls/" },
  { key: "knowledge", dir: "packages/addon-knowledge/" },
];

let initial: ListedAddon[] = [];

test.beforeEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    initial = await listAddons(admin);
    for (const addon of initial) if (!addon.enabled && !addon.alwaysOn && !addon.problem) await setAddonEnabled(admin, addon.key, true);
  } finally {
    await admin.dispose();
  }
});

// The journeys share one server: each add-on goes back to how it was.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    for (const addon of initial) if (!addon.enabled && !addon.alwaysOn && !addon.problem) await setAddonEnabled(admin, addon.key, false);
  } finally {
    await admin.dispose();
  }
});

test("a guest's discussion page requests no descriptor of an add-on it does not use, and its nav item still opens /groups in the app", async ({
  page,
  request,
}) => {
  const list = await request.get("/api/v2/discussions?limit=1");
  expect(list.status()).toBe(200);
  const [discussion] = (await list.json()) as Array<{ url: string }>;
  if (!discussion) throw new Error("the demo site has no discussions");
  const groups = addonFiles("packages/addon-groups/");
  const forum = addonFiles("packages/forum/");
  const unused = UNUSED_ON_A_DISCUSSION.map(({ key, dir }) => ({ key, files: addonFiles(dir) }));

  const requests = recordRequests(page);
  const response = await page.goto(new URL(discussion.url, "http://localhost").pathname);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  const seen = requests.take();
  // The page's own add-on is fetched (the recording works), the unused ones' descriptors are not.
  expect(seen).toContain(forum.descriptor);
  for (const { key, files } of unused) expect(seen, `${key}'s descriptor`).not.toContain(files.descriptor);
  // Nor announced for later: the HTML names none of them.
  const html = (await response?.text()) ?? "";
  for (const { key, files } of unused) expect(html, `${key}'s descriptor in the HTML`).not.toContain(files.descriptor);

  // The title bar still lists Groups, as the server rendered it and after hydration.
  expect(html).toContain(">Groups<");
  const groupsLink = page.getByRole("banner").getByRole("link", { name: "Groups", exact: true }).first();
  await expect(groupsLink).toBeVisible();

  // Following it stays in the app (no new document) and loads the descriptor, then the page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  await groupsLink.click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const afterNavigation = requests.take();
  expect(afterNavigation).toContain(groups.descriptor);
  expect(afterNavigation).not.toContain("/groups");
});

test("a plain discussion's page loads no descriptor of Q&A, ideation, polls or knowledge, yet offers the post types its category takes; a question's page shows Q&A's label", async ({
  page,
  request,
}) => {
  const list = await request.get("/api/v2/discussions?limit=100");
  expect(list.status()).toBe(200);
  const discussions = (await list.json()) as Array<{ url: string; type?: string; name: string }>;
  // A plain discussion in General, where members may post (the new-post menu shows there).
  const plain = discussions.find((discussion) => discussion.name === "Share your setup" && (!discussion.type || discussion.type === "discussion"));
  const question = discussions.find((discussion) => discussion.type === "question");
  if (!plain || !question) throw new Error("the demo site has no plain discussion or no question among its latest");
  const addons = SLOTS_AND_POINTS.map(({ key, dir }) => ({ key, files: addonFiles(dir) }));
  const qna = addons.find(({ key }) => key === "qna")!.files;
  const path = (url: string) => new URL(url, "http://localhost").pathname;
  const requests = recordRequests(page);

  // A guest's plain discussion: none of their descriptors, in the requests or announced in the HTML.
  const response = await page.goto(path(plain.url));
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  let seen = requests.take();
  const html = (await response?.text()) ?? "";
  for (const { key, files } of addons) {
    expect(seen, `${key}'s descriptor`).not.toContain(files.descriptor);
    expect(html, `${key}'s descriptor in the HTML`).not.toContain(files.descriptor);
  }
  // Knowledge's nav item is there all the same.
  await expect(page.getByRole("banner").getByRole("link", { name: "Help", exact: true }).first()).toBeVisible();

  // A question's page renders Q&A's label on the server: Q&A is used there, its descriptor loads.
  await page.goto(path(question.url));
  await page.waitForLoadState("networkidle");
  seen = requests.take();
  expect(seen).toContain(qna.descriptor);
  await expect(page.getByText(/^(Question|Answered|Answered ✓)$/).first()).toBeVisible();

  // A member's plain discussion: the new-post menu offers the add-ons' post types, from the page's data
  // (each as the category allows: no 'New Idea' outside an idea category).
  await signIn(page, "member", path(plain.url));
  requests.take();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: "Ask a Question" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New Poll" })).toBeVisible();
  // Ideation's type is in the data too, but the server lists it for idea categories only.
  await expect(page.getByRole("link", { name: "New Idea" })).toHaveCount(0);
  seen = requests.take();
  for (const { key, files } of addons) expect(seen, `${key}'s descriptor for a member`).not.toContain(files.descriptor);
});
