import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { chromiumLaunch } from "@quorum/bench";
import { chromium, type Browser } from "playwright-core";
import { controlPage } from "./controlPage.ts";
import { openXssDetector, type XssDetector } from "./XssDetector.ts";
import { markerFor, XSS_PAYLOADS } from "./xssPayloads.ts";

// A host no request leaves for: the detector serves its pages itself (page.route).
const BASE = "http://xss-detector.test";
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const indexOf = (name: string) => XSS_PAYLOADS.findIndex((payload) => payload.name === name);

describe("XssDetector", () => {
  let browser: Browser;
  let detector: XssDetector;
  before(async () => {
    browser = await chromium.launch(chromiumLaunch);
    detector = await openXssDetector(browser, { baseUrl: BASE });
  });
  after(async () => {
    await detector.close();
    await browser.close();
  });

  it("sees the payloads run on a page that puts them in unsanitized: on load, in frames, on a hover and on a click", async () => {
    const control = controlPage(XSS_PAYLOADS);
    const { executions, triggered } = await detector.visitHtml("/control", control.html);
    const ran = new Set(executions.map((execution) => execution.id));
    assert.ok(ran.size >= 60, `only ${ran.size} of ${control.ids.length} payloads ran`);
    assert.ok(triggered > 0);
    for (const name of [
      "img onerror",
      "svg onload",
      "iframe srcdoc",
      "details ontoggle",
      "div onmouseover",
      "a href javascript",
      "a href tab inside the scheme",
      "form action javascript",
      "noscript title",
    ]) {
      assert.ok(ran.has(indexOf(name)), `${name} did not run`);
    }
    for (const id of ran) assert.ok(control.ids.includes(id), `unexpected marker ${id}`);
  });

  it("counts alerts as executions", async () => {
    const { executions } = await detector.visitHtml("/alert", `<!doctype html><body><img src=x onerror="alert(41)"></body>`);
    // On load, and again when the detector dispatches the handler it finds in the DOM: reported once.
    assert.deepEqual(
      executions.map(({ id, how }) => ({ id, how })),
      [{ id: 41, how: "dialog" }],
    );
  });

  it("reports nothing for the same payloads escaped as text", async () => {
    const text = XSS_PAYLOADS.map((payload, index) => `<p>${escapeHtml(payload.forms(markerFor(index)).plain)}</p>`).join("");
    const { executions, triggered, seen } = await detector.visitHtml("/escaped", `<!doctype html><body>${text}</body>`);
    assert.deepEqual(executions, []);
    assert.equal(triggered, 0);
    // Yet the page shows them: their marker text is seen (all but those that hide it in base64 or entities).
    assert.ok(seen.size >= XSS_PAYLOADS.length * 0.8, `only ${seen.size} markers seen`);
    assert.ok(seen.has(indexOf("img onerror")) && seen.has(indexOf("img onerror backticks")) && seen.has(indexOf("a href vbscript")));
  });
});
