import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { API_HEADERS, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 3 §2: the browser requests an add-on's code only while the add-on is enabled, and its API
// routes answer 404 while it is not; a site manager's switch takes effect on the next page load
// with no rebuild and no restart. Shown with Q&A (@quorum/addon-qna), switched through the
// dashboard, while a guest's pages are recorded.
const QNA = { key: "qna", dir: "packages/addon-qna/", name: "Q&A" };
/** What Q&A adds beside an accepted question's title (spec §3 "Q&A labels"). */
const ACCEPTED_LABEL = "Answered ✓";

interface Question {
  discussionID: number;
  name: string;
  url: string;
  statusID?: number;
}

/** The demo question whose answer was accepted, and one answer on it (read through the API while Q&A is on). */
async function acceptedQuestion(request: APIRequestContext): Promise<{ question: Question; commentID: number }> {
  const list = await request.get("/api/v2/discussions?type=question&limit=100");
  expect(list.status()).toBe(200);
  const question = ((await list.json()) as Question[]).find((d) => d.statusID === 3);
  if (!question) throw new Error("no accepted demo question: is Q&A's demo content seeded?");
  const comments = await request.get(`/api/v2/comments?discussionID=${question.discussionID}&limit=1`);
  const commentID = ((await comments.json()) as Array<{ commentID: number }>)[0]?.commentID;
  if (commentID === undefined) throw new Error("the accepted demo question has no answers");
  return { question, commentID };
}

/** Switches Q&A from the dashboard of a signed-in administrator's page, as a person would. */
async function switchInDashboard(admin: Page, enabled: boolean): Promise<void> {
  await admin.goto("/dashboard/addons");
  await admin.waitForLoadState("networkidle");
  const item = admin.getByRole("listitem", { name: QNA.name, exact: true });
  await item.getByRole("button", { name: enabled ? "Enable" : "Disable", exact: true }).click();
  await expect(item.getByText(enabled ? "Enabled" : "Disabled", { exact: true })).toBeVisible();
}

// Every journey shares one server: whatever happens in a test, Q&A is on again afterwards.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    await setAddonEnabled(admin, QNA.key, true);
  } finally {
    await admin.dispose();
  }
});

test("a disabled add-on's files are never requested and its API answers 404; enabled again, both are back with no restart", async ({
  page,
  browser,
  request,
}) => {
  const files = addonFiles(QNA.dir);
  // The descriptor and at least one component chunk: the resolution from the manifest found Q&A.
  expect(files.all.size).toBeGreaterThan(1);
  const { question, commentID } = await acceptedQuestion(request);
  const pages = ["/", question.url];
  const requests = recordRequests(page);

  /** A guest loads the pages one after the other; returns every path the browser requested. */
  async function guestVisit(): Promise<string[]> {
    for (const url of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await page.waitForLoadState("networkidle");
    }
    return requests.take();
  }
  /** A guest asks Q&A's API to accept an answer: refused (403) while Q&A is on, unknown (404) while off. */
  async function judgeAnswerStatus(): Promise<number> {
    const response = await request.patch(`/api/v2/comments/${commentID}/answer`, { headers: API_HEADERS, data: { status: "accepted" } });
    return response.status();
  }
  const qnaFilesIn = (paths: string[]) => paths.filter((path) => files.all.has(path));

  // On: the descriptor and the components these pages show are fetched; the label is there.
  let seen = await guestVisit();
  expect(seen).toContain(files.descriptor);
  expect(qnaFilesIn(seen).length).toBeGreaterThan(1);
  await expect(page.getByText(ACCEPTED_LABEL, { exact: true }).first()).toBeVisible();
  expect(await judgeAnswerStatus()).toBe(403);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await switchInDashboard(admin, false);

    // Off: not one of Q&A's files is requested, nothing of it shows, its route is gone.
    seen = await guestVisit();
    expect(
      seen.some((path) => path.startsWith("/assets/")),
      "the recording saw the page's scripts",
    ).toBe(true);
    expect(qnaFilesIn(seen)).toEqual([]);
    await expect(page.getByText(ACCEPTED_LABEL, { exact: true })).toHaveCount(0);
    // The server render leaves it out too (the HTML a crawler gets).
    expect(await (await request.get(question.url)).text()).not.toContain(ACCEPTED_LABEL);
    expect(await judgeAnswerStatus()).toBe(404);

    await switchInDashboard(admin, true);
  } finally {
    await adminContext.close();
  }

  // On again, same server process: the files, the label and the route are back.
  seen = await guestVisit();
  expect(seen).toContain(files.descriptor);
  expect(qnaFilesIn(seen).length).toBeGreaterThan(1);
  await expect(page.getByText(ACCEPTED_LABEL, { exact: true }).first()).toBeVisible();
  expect(await (await request.get(question.url)).text()).toContain(ACCEPTED_LABEL);
  expect(await judgeAnswerStatus()).toBe(403);
});

test("the dashboard is always on, yet a guest's page requests neither its descriptor nor its page's code", async ({ page }) => {
  const dashboard = addonFiles("packages/dashboard/");
  // Scripts only: the stylesheets of an enabled add-on's lazy chunks are linked on every page by
  // design (apps/web clientAssets), so server-rendered widgets never flash unstyled.
  const pageScripts = [...dashboard.all].filter((path) => path !== dashboard.descriptor && path.endsWith(".js"));
  expect(pageScripts.length).toBeGreaterThan(0);
  const requests = recordRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const seen = requests.take();
  // The home page uses nothing of the dashboard: not even its descriptor (docs/page-flow.md §4).
  expect(seen).not.toContain(dashboard.descriptor);
  expect(
    seen.some((path) => path.startsWith("/assets/") && path.endsWith(".js")),
    "the recording saw the page's scripts",
  ).toBe(true);
  expect(seen.filter((path) => pageScripts.includes(path))).toEqual([]);
});
