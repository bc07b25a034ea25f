import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../playwright.config";

/** Signs a demo account in through the sign-in page, as a person would. */
export async function signIn(page: Page, name: string, target = "/"): Promise<void> {
  // No waiting for the scripts: what is typed and submitted before they run is kept and sent then.
  await page.goto(`/entry/signin?Target=${encodeURIComponent(target)}`, { waitUntil: "commit" });
  await page.getByLabel(/username|email/i).fill(name);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === target.split("?")[0]);
  // Signing in ends in a full page load. Submits and button clicks made before its scripts have
  // hydrated it are held and replayed, but not every control's events are (a key pressed in the
  // tag field), so let them arrive.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
}

interface ListedDiscussion {
  discussionID: number;
  name: string;
  url: string;
  countComments: number;
  categoryID: number;
  category?: { name: string; url: string };
}

/** The seeded discussion with the most comments (several pages of them), read through the API. */
export async function busiestDiscussion(request: APIRequestContext): Promise<ListedDiscussion> {
  const response = await request.get("/api/v2/discussions?limit=100&expand=category");
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as ListedDiscussion[];
  const busiest = [...list].sort((a, b) => b.countComments - a.countComments)[0];
  if (!busiest) throw new Error("no discussions were seeded");
  return busiest;
}

/**
 * Collects the page's Content-Security-Policy violations from now on: Chromium reports each as a
 * console error, and the `securitypolicyviolation` event (listened for before any page script)
 * names the directive and what was blocked. A journey asserts the list stays empty.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}
