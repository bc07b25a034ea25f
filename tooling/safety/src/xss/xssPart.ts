import { join } from "node:path";
import { chromiumLaunch, runCli } from "@quorum/bench";
import { chromium } from "playwright-core";
import { guestSession, signIn } from "../ApiSession.ts";
import { liftFloodLimits } from "../liftFloodLimits.ts";
import { freshSite, type FreshSite } from "../freshSite.ts";
import type { PartResult, SafetyPart } from "../SafetyPart.ts";
import { controlPage } from "./controlPage.ts";
import { plantCategories, type PlantedCategories } from "./plantCategories.ts";
import { plantPayloads, plantSettings, type Persona } from "./plantPayloads.ts";
import { describeMarker, XSS_FIELDS, type XssField } from "./XSS_FIELDS.ts";
import { openXssDetector, type Execution, type XssDetector } from "./XssDetector.ts";
import { XSS_PAYLOADS } from "./xssPayloads.ts";

/**
 * XSS (issue 12): every payload through every text a user controls, written through the API,
 * then every page that shows them rendered in Chromium (with CSP bypassed) as the persona who sees
 * them; a payload that runs calls the detector's marker. First, a control page of the same
 * payloads unsanitized proves the detector sees them run.
 */
export const xssPart: SafetyPart = {
  name: "xss",
  // Its own fresh site: category names and descriptions have no API, so they go into the database before the first start.
  ownSites: true,
  async run(_site, { port }) {
    let categories: PlantedCategories = { stored: new Map(), refused: new Map(), urlcodes: [] };
    const site = await freshSite(port, {
      async prepare(env) {
        await runCli(["migrate"], env);
        categories = await plantCategories(join(String(env.QUORUM_DATA_DIR), "pglite"), XSS_PAYLOADS);
      },
    });
    try {
      return await runOn(site, categories);
    } finally {
      await site.stop();
    }
  },
};

async function runOn(site: FreshSite, categories: PlantedCategories): Promise<PartResult> {
  const details: string[] = [];
  const member = await signIn(site.baseUrl, "member", site.password);
  const admin = await signIn(site.baseUrl, "admin", site.password);
  await liftFloodLimits(admin);
  const sessions = { guest: guestSession(site.baseUrl), member, admin, signIn: (name: string, password: string) => signIn(site.baseUrl, name, password) };

  const browser = await chromium.launch(chromiumLaunch);
  try {
    const detectors: Record<Persona, XssDetector> = {
      guest: await openXssDetector(browser, { baseUrl: site.baseUrl }),
      member: await openXssDetector(browser, { baseUrl: site.baseUrl, signIn: { name: "member", password: site.password } }),
      admin: await openXssDetector(browser, { baseUrl: site.baseUrl, signIn: { name: "admin", password: site.password } }),
    };
    const executions: Execution[] = [];
    let pages = 0;
    let latent = 0;
    // The placements whose marker text reached a rendered page: coverage, not an assumption.
    const seen = new Set<number>();
    const render = async (persona: Persona, path: string) => {
      const began = Date.now();
      const result = await detectors[persona].visit(path);
      pages++;
      latent += result.triggered;
      for (const id of result.seen) seen.add(id);
      // Left in the page but inert (React's own javascript: guard, say) is still a hole one step from running.
      if (result.triggered > 0) details.push(`${result.triggered} inline handlers or javascript: targets left on ${path} as ${persona}`);
      if (process.env.SAFETY_VERBOSE) console.log(`  ${persona} ${path}: ${Date.now() - began} ms, ${result.triggered} triggered`);
      for (const execution of result.executions) {
        executions.push(execution);
        const { payloadIndex, field } = describeMarker(execution.id);
        const payload = XSS_PAYLOADS[payloadIndex]?.name ?? "?";
        details.push(
          `${execution.how} ${execution.id}: payload "${payload}" in ${field} ran on ${path} as ${persona}${execution.frameUrl ? ` (frame ${execution.frameUrl})` : ""}`,
        );
      }
    };

    // The control: the payloads unsanitized on a page of the detector's own. If none ran there, the
    // detector would be blind and every 0 below meaningless.
    const control = controlPage(XSS_PAYLOADS);
    const controlRun = await detectors.guest.visitHtml("/__xss-control", control.html);
    const controlRan = new Set(controlRun.executions.map((execution) => execution.id)).size;
    if (controlRan === 0) details.push("control: no payload ran on the unsanitized control page: the detector is blind");

    const started = Date.now();
    const planted = await plantPayloads(XSS_PAYLOADS, sessions);
    // A write answered ≥ 500 is a validation gap (the fuzz part's), not script that ran: shown, not failed.
    for (const error of planted.errors) console.log(`  note: ${error}`);
    const plantedAt = Date.now();
    const settings = await plantSettings(XSS_PAYLOADS, admin, () => render("guest", "/"));
    for (const visit of planted.visits) await render(visit.persona, visit.path);
    // The category list (every payload category's name and description) is among the visits; a few category pages too.
    for (const urlcode of categories.urlcodes.filter((_, index) => index % 30 === 0)) await render("guest", `/categories/${urlcode}`);

    const stored = new Map<XssField, number>([...planted.stored, ...settings, ...categories.stored]);
    const refused = new Map<XssField, number>([...planted.refused, ...categories.refused]);
    const seenByField = new Map<string, number>();
    for (const id of seen) seenByField.set(describeMarker(id).field, (seenByField.get(describeMarker(id).field) ?? 0) + 1);
    console.log(
      `  shown on the pages, of those stored: ${XSS_FIELDS.map((field) => `${field} ${seenByField.get(field) ?? 0}/${stored.get(field) ?? 0}`).join(", ")}`,
    );
    const sum = (counts: Iterable<number>) => [...counts].reduce((total, count) => total + count, 0);
    const seconds = (from: number, to = Date.now()) => Math.round((to - from) / 1000);
    // Throttled writes are payloads never tried: the part has lost coverage, so it does not pass.
    if (planted.throttled.length > 0) {
      details.push(
        `${planted.throttled.length} payload writes were throttled (429), first ${planted.throttled[0]}: let the part's accounts post as fast as it writes`,
      );
    }
    const failures = executions.length + latent + planted.throttled.length + (controlRan === 0 ? 1 : 0);
    return {
      figure:
        `xss: ${XSS_PAYLOADS.length} payloads through ${XSS_FIELDS.length} fields (${sum(stored.values())} stored, ${sum(refused.values())} refused by validation, ` +
        `${planted.trickyNames.length} odd user names registered; ${seen.size} of them seen on the pages), ${pages} pages rendered in Chromium with CSP bypassed: ${executions.length} script executions, ` +
        `${latent} inline handlers or javascript: targets left in the pages; ` +
        `control page: ${controlRan} of ${control.ids.length} HTML payloads run unsanitized; ${planted.throttled.length} writes throttled, ${planted.errors.length} answered ≥ 500 ` +
        `(writing ${seconds(started, plantedAt)} s, rendering ${seconds(plantedAt)} s)`,
      failures,
      details,
    };
  } finally {
    await browser.close();
  }
}
