import type { Page } from "@playwright/test";

/**
 * Starts recording the URL path of every request `page` makes (documents, scripts, styles,
 * fetches); `take()` returns what was recorded since the last take and starts afresh.
 */
export function recordRequests(page: Page): { take(): string[] } {
  let paths: string[] = [];
  page.on("request", (request) => {
    paths.push(new URL(request.url()).pathname);
  });
  return {
    take() {
      const taken = paths;
      paths = [];
      return taken;
    },
  };
}
