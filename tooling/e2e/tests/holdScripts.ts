import type { Page } from "@playwright/test";

export interface HeldScripts {
  /** Lets the held scripts (and every later one) through. */
  release(): void;
  /** Whether the page's early script is still holding events back (the app has not hydrated). */
  holding(): Promise<boolean>;
  /** How many submits and clicks the early script has held back so far. */
  held(): Promise<number>;
}

/**
 * Holds back every script of the site's build from now on, until `release()`: the page arrives as
 * server-rendered HTML and stays un-hydrated for as long as the test needs, like a slow phone,
 * however fast the machine is. (Routing also turns off the browser's cache, so a page loaded before
 * does not hydrate from cached files.) Pages must be opened with `waitUntil: "commit"`: the load
 * events wait for the held module scripts.
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: () => open(),
    holding: () => page.evaluate(() => window.__QUORUM_EARLY__?.holding === true),
    held: () => page.evaluate(() => window.__QUORUM_EARLY__?.events.length ?? 0),
  };
}

declare global {
  interface Window {
    __QUORUM_EARLY__?: { holding: boolean; events: unknown[] };
  }
}
