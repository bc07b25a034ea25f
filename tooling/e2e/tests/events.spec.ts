import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { addonFiles } from "./addonFiles";
import { axeViolations, personPage } from "./addonJourney";
import { API_HEADERS, leaveAddonOffAfterAll, setAddonEnabled, signInApi } from "./adminApi";
import { signIn } from "./helpers";
import { recordRequests } from "./recordRequests";

// Issue 17 §2: the events add-on (packages/addon-events), from a site manager enabling it to a
// member creating an event, another attending, and the .ics download; with it off, its routes
// answer 404 and the browser loads none of its code.
const EVENTS = { key: "events", dir: "packages/addon-events/", name: "Events" };

test.describe.configure({ timeout: 300_000 });

// The journeys share the site with every other spec: events is off again afterwards, as it starts.
leaveAddonOffAfterAll(test, EVENTS.key);

/** A day well ahead, as a date input takes it (YYYY-MM-DD): the event stays upcoming whenever this runs. */
const aheadDate = (): string => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("a site manager enables Events; a member creates an event, another attends, and the .ics downloads", async ({ page, browser }) => {
  await signIn(page, "admin", "/dashboard/addons");
  const item = page.getByRole("listitem", { name: EVENTS.name, exact: true });
  await item.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(item.getByText("Enabled", { exact: true })).toBeVisible();

  // The member opens Events from the title bar and adds an event in Paris time.
  const author = await personPage(browser, "member", "/");
  await author.getByRole("link", { name: "Events", exact: true }).first().click();
  await expect(author.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await author.getByRole("link", { name: "New Event" }).click();
  await expect(author.getByRole("heading", { level: 1, name: "New Event" })).toBeVisible();
  const name = `E2E event ${Date.now().toString(36)}`;
  const day = aheadDate();
  await author.getByLabel("Category").selectOption({ label: "General" });
  await author.getByLabel("Name").fill(name);
  await author.getByLabel("Description").fill("Bring a board game; we play until late.");
  await author.getByLabel("Time zone").selectOption("Europe/Paris");
  await author.getByLabel("Starts").fill(`${day}T19:30`);
  await author.getByLabel("Ends").fill(`${day}T22:00`);
  await author.getByLabel("Location").fill("The library, room 2");
  expect(await axeViolations(author)).toEqual([]);
  await author.getByRole("button", { name: "Save" }).click();
  await expect(author.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(author.getByText(/7:30.*10:00.PM \(Europe\/Paris\)/)).toBeVisible();
  await expect(author.getByText("Bring a board game; we play until late.")).toBeVisible();
  expect(await axeViolations(author)).toEqual([]);
  const path = new URL(author.url()).pathname;

  // Another member says Yes: the count and the list of who is going show it, and a reload keeps it.
  const guest = await personPage(browser, "moderator", path);
  await guest.getByRole("button", { name: "Yes (0)" }).click();
  await expect(guest.getByRole("button", { name: "Yes (1)" })).toHaveAttribute("aria-pressed", "true");
  await expect(guest.getByRole("list", { name: "Going" }).getByText("moderator")).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("button", { name: "Yes (1)" })).toHaveAttribute("aria-pressed", "true");
  expect(await axeViolations(guest)).toEqual([]);

  // The .ics: a calendar file with the Paris times.
  const download = guest.waitForEvent("download");
  await guest.getByRole("link", { name: "Add to Calendar (.ics)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
  const ics = await readFile(await file.path(), "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${day.replace(/-/g, "")}T193000`);
  expect(ics).toContain(`SUMMARY:${name}`);

  // The list shows it among the upcoming events.
  await guest.goto("/events");
  await expect(guest.getByRole("link", { name })).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
});

test("with Events off its API answers 404 and the browser requests none of its files", async ({ page, request, playwright, baseURL }) => {
  const files = addonFiles(EVENTS.dir);
  // The descriptor and its page chunks: the manifest resolution found the add-on.
  expect(files.all.size).toBeGreaterThan(1);
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, "admin");
  await setAddonEnabled(admin, EVENTS.key, false);
  const requests = recordRequests(page);
  for (const url of ["/", "/discussions"]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect((await page.goto("/events"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(requests.take().filter((path) => files.all.has(path))).toEqual([]);
  expect((await request.get("/api/v2/events")).status()).toBe(404);
  expect((await request.get("/api/v2/events/1")).status()).toBe(404);
  expect((await request.get("/api/v2/events/1/ics")).status()).toBe(404);
  expect((await request.get("/api/v2/events/abc")).status()).toBe(404);
  expect((await request.put("/api/v2/events/1/participants", { headers: API_HEADERS, data: { attending: "yes" } })).status()).toBe(404);

  // On again: the descriptor is loaded with its next page (only pages using Events load it), and the API answers.
  await setAddonEnabled(admin, EVENTS.key, true);
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  expect(requests.take()).toContain(files.descriptor);
  expect((await request.get("/api/v2/events")).status()).toBe(200);
  expect((await request.get("/api/v2/events/abc")).status()).toBe(422);
  await admin.dispose();
});
