import { expect, test } from "@playwright/test";
import { busiestDiscussion } from "./helpers";

// What a guest's browser transfers for a page: compressed text, one stylesheet.
test("a guest's discussion page comes compressed, with its stylesheets joined and none added by its lazy chunks", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  const answers: Array<{ path: string; type: string; encoding: string | undefined; length: number }> = [];
  page.on("response", async (response) => {
    const headers = await response.allHeaders();
    answers.push({
      path: new URL(response.url()).pathname,
      type: response.request().resourceType(),
      encoding: headers["content-encoding"],
      length: Number(headers["content-length"] ?? 0),
    });
  });
  const styleRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") styleRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(target.url);
  await page.waitForLoadState("networkidle");

  // The page, its scripts and its stylesheets, each in brotli (Chromium accepts it) unless tiny.
  const text = answers.filter((a) => ["document", "script", "stylesheet"].includes(a.type));
  expect(text.find((a) => a.type === "document")?.encoding).toBe("br");
  const plain = text.filter((a) => a.encoding === undefined && !(a.length > 0 && a.length < 1024));
  expect(plain).toEqual([]);

  // One stylesheet (the shell's and the enabled add-ons', joined), and nothing else requested:
  // the lazy chunks loaded by networkidle added no <link> of their own.
  const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const html = await (await request.get(target.url)).text();
  const served = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  expect(linked).toEqual(served);
  expect(served).toHaveLength(1);
  expect([...new Set(styleRequests)].sort()).toEqual([...served].sort());
});
