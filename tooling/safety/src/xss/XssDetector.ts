/// <reference lib="dom" /> -- the page functions run in the browser
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { MARKER_FUNCTION } from "./xssPayloads.ts";

/** A payload's script that ran: its marker id (NaN for a dialog nobody expected), how, and where. */
export interface Execution {
  id: number;
  how: "marker" | "dialog";
  pageUrl: string;
  /** The frame it ran in, when not the page itself (srcdoc, data: and javascript: frames). */
  frameUrl?: string;
}

/** What one visit did: the scripts that ran, and what the visit poked to give latent ones their chance. */
interface VisitResult {
  executions: Execution[];
  /** Inline event handlers dispatched and javascript:/form actions clicked (none on a safe page). */
  triggered: number;
  /** The marker ids whose text the page shows (as text or in attributes): the payloads that reached it. */
  seen: Set<number>;
}

export interface XssDetector {
  /** Loads `path` of the site (an absolute URL too) as the persona's browser would and reports what ran. */
  visit(path: string): Promise<VisitResult>;
  /** Serves `html` at `path` on the site's origin (the detector's own control page) and visits it. */
  visitHtml(path: string, html: string): Promise<VisitResult>;
  close(): Promise<void>;
}

export interface DetectorOptions {
  baseUrl: string;
  /** Signs the browser in as this account first (through the API, as the sign-in page does); a guest without. */
  signIn?: { name: string; password: string };
}

const FLUSH_FUNCTION = "__xssFlush";
const QUIET_CAP_MS = 15_000;
// `__xss(12)`, `__xss\`12\`` and the vbscript payload's `msgbox(12)`, escaped or not.
const MARKER_TEXT = new RegExp(`(?:${MARKER_FUNCTION}(?:\\(|\`|&#96;|&#x60;)|msgbox\\()(\\d+)`, "g");

/**
 * Opens a browser context that reports every script a payload runs. Payloads call
 * `__xss(id)` (exposed in every frame, popups included); alerts, confirms and prompts count too.
 * The context bypasses Content-Security-Policy: a CSP would block inline script and so hide a
 * sanitizer hole, and this suite tests what reaches the page, not the last line of defence.
 * After each load, every inline event handler left in the DOM is dispatched and every link, area,
 * form or button whose target resolves to javascript: is clicked, so a payload waiting for a
 * hover or a click runs too.
 */
export async function openXssDetector(browser: Browser, options: DetectorOptions): Promise<XssDetector> {
  const context: BrowserContext = await browser.newContext({ bypassCSP: true, baseURL: options.baseUrl, javaScriptEnabled: true });
  if (options.signIn) {
    // The context's request client shares the browser's cookie jar: the session cookie lands there.
    const response = await context.request.post("/api/v2/authenticate/password", {
      data: { username: options.signIn.name, password: options.signIn.password },
      headers: { "X-Requested-With": "vanilla", Origin: options.baseUrl },
    });
    if (!response.ok()) throw new Error(`the browser could not sign in as ${options.signIn.name}: ${response.status()} ${await response.text()}`);
  }
  let executions: Execution[] = [];
  await context.exposeBinding(MARKER_FUNCTION, (source: { page: Page; frame: Frame }, arg: unknown) => {
    // `__xss(7)` and the tagged template `__xss\`7\`` (its first argument is ["7"]).
    const raw = Array.isArray(arg) ? (arg as unknown[])[0] : arg;
    const frameUrl = source.frame === source.page.mainFrame() ? undefined : source.frame.url();
    executions.push({ id: Number(raw), how: "marker", pageUrl: source.page.url(), ...(frameUrl === undefined ? {} : { frameUrl }) });
  });
  await context.exposeFunction(FLUSH_FUNCTION, () => true);
  context.on("page", (page) => watchDialogs(page, (execution) => executions.push(execution)));
  const routes: Array<{ url: string; html: string }> = [];

  async function visit(path: string): Promise<VisitResult> {
    executions = [];
    // A page of its own per visit: what the last page still does (an autosave, a replaced URL) cannot abort this one.
    const page = await context.newPage();
    try {
      for (const route of routes)
        await page.route(route.url, (handler) => handler.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: route.html }));
      await page.goto(path, { waitUntil: "load" });
      // What the client fetches and renders after hydration (the editor and the draft it opens, say) is
      // not there at load: wait until the network is quiet. A page that never quiets (a stream) goes on after the cap.
      await page.waitForLoadState("networkidle", { timeout: QUIET_CAP_MS }).catch(() => undefined);
      await settle(page);
      let triggered = 0;
      for (const frame of page.frames()) triggered += await triggerLatent(frame);
      // A click may start a navigation or load a frame: let it finish, then wait for every report.
      if (triggered > 0) {
        await page.waitForLoadState("load");
        await settle(page);
      }
      for (const frame of page.frames()) await flush(frame);
      const seen = new Set<number>();
      for (const frame of page.frames()) {
        const html = await frame.content().catch(() => "");
        for (const match of html.matchAll(MARKER_TEXT)) seen.add(Number(match[1]));
      }
      // A handler that ran on load runs again when dispatched: one execution per payload, way and frame.
      const unique = new Map(executions.map((execution) => [`${execution.how} ${execution.id} ${execution.frameUrl ?? ""}`, execution]));
      return { executions: [...unique.values()], triggered, seen };
    } finally {
      await page.close();
    }
  }

  return {
    visit,
    async visitHtml(path, html) {
      routes.push({ url: new URL(path, options.baseUrl).href, html });
      return visit(path);
    },
    async close() {
      await context.close();
    },
  };
}

function watchDialogs(page: Page, record: (execution: Execution) => void): void {
  page.on("dialog", (dialog) => {
    // Leaving a page with an unsaved editor asks first: the site's own question, not a payload.
    if (dialog.type() !== "beforeunload") record({ id: Number(dialog.message()), how: "dialog", pageUrl: page.url() });
    dialog.dismiss().catch(() => undefined);
  });
}

/** Waits until every image has loaded or failed (onerror has run) and the page has painted twice. */
async function settle(page: Page): Promise<void> {
  try {
    await settleOnce(page);
  } catch (error) {
    // The page navigated itself while we waited (a redirect, or a payload): wait for where it went.
    if (!String(error).includes("Execution context was destroyed")) throw error;
    await page.waitForLoadState("load");
    await settleOnce(page);
  }
}

async function settleOnce(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((image) => !image.complete);
    await Promise.all(pending.map((image) => new Promise((resolve) => (image.addEventListener("load", resolve), image.addEventListener("error", resolve)))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Dispatches every inline handler and clicks every javascript: target in `frame`; answers how many. */
async function triggerLatent(frame: Frame): Promise<number> {
  try {
    return await frame.evaluate(() => {
      const XLINK = "http://www.w3.org/1999/xlink";
      const runnable = (url: string | null) => {
        if (url === null) return false;
        try {
          return new URL(url, document.baseURI).protocol === "javascript:";
        } catch {
          return false;
        }
      };
      let count = 0;
      for (const element of Array.from(document.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          if (!attribute.name.toLowerCase().startsWith("on")) continue;
          element.dispatchEvent(new Event(attribute.name.slice(2).toLowerCase()));
          count++;
        }
        const href = element.getAttribute("href") ?? element.getAttributeNS(XLINK, "href");
        const tag = element.localName.toLowerCase();
        if ((tag === "a" || tag === "area") && runnable(href)) {
          element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
          count++;
        }
        if (tag === "form" && runnable(element.getAttribute("action"))) {
          (element as HTMLFormElement).requestSubmit();
          count++;
        }
        if ((tag === "button" || tag === "input") && runnable(element.getAttribute("formaction"))) {
          (element as HTMLButtonElement).click();
          count++;
        }
      }
      return count;
    });
  } catch {
    // A frame that went away or is cross-origin to the page's world: its own load ran its handlers.
    return 0;
  }
}

async function flush(frame: Frame): Promise<void> {
  await frame.evaluate((name) => (window as unknown as Record<string, () => Promise<boolean>>)[name]?.(), FLUSH_FUNCTION).catch(() => undefined);
}
