import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { signIn } from "./helpers";

// What the add-on journeys (polls, knowledge, ideation) share: a second person's page and the axe check.

const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A signed-in page of its own (cookies apart) at `target`, settled, for another person in the same journey. */
export async function personPage(browser: Browser, name: string, target: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, name);
  await page.goto(target);
  await page.waitForLoadState("networkidle");
  return page;
}

/** The page's accessibility violations under WCAG 2.2 AA and best practice, one line per node. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(" ")}`));
}
