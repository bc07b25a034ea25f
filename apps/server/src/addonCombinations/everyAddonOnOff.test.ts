import { runMigrations, type Database } from "@quorum/server";
import { api, createTestDatabase, signIn } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSite } from "../createSite";
import { makeDemoAccounts } from "../demoAccounts";
import { installedAddons } from "../installedAddons";
import { seedSite } from "../seedSite";
import type { WebBuild } from "../webBuild";

// Issue 17: a site manager switches each add-on on and off from the add-ons page
// (`PATCH /api/v2/addons/{key}`) and the site keeps working in every combination the add-ons'
// `requires` allow. One demo site (PGlite) with every installed add-on and the web app's real
// server render (its sources, as apps/web's tests load them): each add-on is switched off with
// every other on, then back on, and all off and all on are tried too. About a minute.

const PASSWORD = "a-long-demo-password";
/** What an API route that is not there (or whose add-on is off) answers. */
const ROUTE_MISSING = { status: 404, message: "Page not found." };

/** The records of the demo content the checks visit, found while every add-on is on. */
interface Found {
  me: number;
  eventID: number;
  groupID: number;
  badgeID: number;
  kbUrlCode: string;
  articleID: number;
  pollID: number;
  ideaCategoryID: number;
  rankID: number;
  subcommunityID: number;
  folder: string;
  conversationID: number;
  /** A discussion page of each type the demo has (discussion, question, poll, idea). */
  discussionPages: string[];
  /** The category page of the ideas' category (Ideation adds to it). */
  ideaCategoryPage: string;
}

/**
 * What each installed add-on adds for people to reach: its pages (server-rendered, as a site
 * manager) and its main API reads, each answering 200 while it is on and 404 while it is off.
 * Every other route of the add-on (from the OpenAPI document's `x-addon`) is checked too, by
 * method and path. A newly installed add-on fails the first test until it has a row here.
 */
const OWN: Record<string, { pages: (f: Found) => string[]; reads: (f: Found) => string[]; guestPages?: (f: Found) => string[] }> = {
  analytics: { pages: () => ["/dashboard/analytics"], reads: () => ["/analytics/summary?from=2026-01-01&to=2026-01-31"] },
  badges: {
    pages: (f) => ["/badges", `/badges/${f.badgeID}`, "/badges/manage"],
    guestPages: (f) => ["/badges", `/badges/${f.badgeID}`],
    reads: (f) => ["/badges", `/badges/${f.badgeID}`, "/badges/leaderboard", `/users/${f.me}/badges`],
  },
  conversations: {
    pages: (f) => ["/messages/inbox", `/messages/${f.conversationID}`],
    reads: (f) => ["/conversations", `/conversations/${f.conversationID}`],
  },
  events: {
    pages: (f) => ["/events", `/events/${f.eventID}`, "/events/new"],
    guestPages: (f) => ["/events", `/events/${f.eventID}`],
    reads: (f) => ["/events", `/events/${f.eventID}`, `/events/${f.eventID}/participants`],
  },
  groups: {
    pages: (f) => ["/groups", `/groups/${f.groupID}`],
    guestPages: () => ["/groups"],
    reads: (f) => ["/groups", `/groups/${f.groupID}`, `/groups/${f.groupID}/members`],
  },
  ideation: {
    pages: () => ["/ideation/settings"],
    reads: (f) => ["/ideation/categories", "/ideation/statuses", `/categories/${f.ideaCategoryID}/ideation`],
  },
  knowledge: {
    pages: (f) => ["/kb", `/kb/${f.kbUrlCode}`, `/kb/articles/${f.articleID}`, "/kb/search?query=account"],
    guestPages: (f) => ["/kb", `/kb/${f.kbUrlCode}`, `/kb/articles/${f.articleID}`],
    reads: (f) => ["/knowledge-bases", "/knowledge-categories", "/articles", `/articles/${f.articleID}`],
  },
  polls: { pages: () => [], reads: (f) => [`/polls/${f.pollID}`, `/polls/${f.pollID}/votes`] },
  // Q&A has no page and no read of its own: its questions are discussions (checked on every
  // switch as main pages), its one route is `PATCH /comments/{id}/answer` (checked by method).
  qna: { pages: () => [], reads: () => [] },
  ranks: { pages: () => ["/ranks/settings"], reads: (f) => ["/ranks", `/ranks/${f.rankID}`] },
  subcommunities: {
    pages: (f) => [`/${f.folder}`],
    guestPages: (f) => [`/${f.folder}`],
    reads: (f) => ["/subcommunities", `/subcommunities/${f.subcommunityID}`],
  },
};

/** One installed add-on as `GET /api/v2/addons` tells a site manager (the part read here). */
interface ListedAddon {
  key: string;
  name: string;
  enabled: boolean;
  alwaysOn: boolean;
  requires: Record<string, string>;
}

/** An API route an add-on contributes, from the OpenAPI document (`x-addon`). */
interface AddonRoute {
  method: string;
  path: string;
}

let database: Database;
let app: FastifyInstance;
let admin = "";
let listed: ListedAddon[] = [];
/** The add-ons a site manager may switch, each after what it requires. */
let switchable: string[] = [];
let found: Found;
/** Each add-on's API routes, read while every add-on is on. */
const routesOf = new Map<string, AddonRoute[]>();

/** The web app's server render from its sources (`@quorum/web/server` is its build, not made before unit tests). */
async function webFromSources(): Promise<WebBuild> {
  const entry = (await import(new URL("../../../web/src/entry-server.tsx", import.meta.url).pathname)) as Pick<WebBuild, "render">;
  return { clientDir: "/nonexistent", assets: { scripts: [], styles: [], preloads: [], addons: {} }, render: entry.render };
}

const read = async <T>(url: string): Promise<T> => {
  const answer = await api(app, { url, cookie: admin });
  if (answer.statusCode !== 200) throw new Error(`GET ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
};
const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (item === undefined) throw new Error(`the demo content has no ${what}`);
  return item;
};

/** Switches an add-on as the add-ons page does; answers the status and the error message, if any. */
async function toggle(key: string, enabled: boolean): Promise<{ status: number; message?: string }> {
  const answer = await api(app, { method: "PATCH", url: `/addons/${key}`, body: { enabled }, cookie: admin });
  return { status: answer.statusCode, ...(answer.statusCode === 200 ? {} : { message: answer.json<{ message: string }>().message }) };
}

async function switchTo(key: string, enabled: boolean): Promise<void> {
  expect(await toggle(key, enabled), `switching ${key} ${enabled ? "on" : "off"}`).toEqual({ status: 200 });
}

/** The add-ons whose routes the site's OpenAPI document lists now. */
async function documentedAddons(): Promise<Set<string>> {
  const document = await read<{ paths: Record<string, Record<string, { "x-addon"?: string }>> }>("/open-api/v3");
  return new Set(Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation["x-addon"] ?? [])));
}

/**
 * What the server render reported while rendering pages: a widget that throws is rendered as its
 * skeleton in a page that still answers 200 (core's WidgetBoundary), and a layout naming a widget
 * no enabled add-on registers renders nothing; both are told on the console, heard here.
 */
const renderReports: string[] = [];

/** A page's status as the server renders it for a guest or a signed-in site manager; what the render reported goes to `problems`. */
async function pageStatus(url: string, cookie?: string, problems?: Problems): Promise<number> {
  renderReports.length = 0;
  const status = (await app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) })).statusCode;
  for (const report of renderReports) problems?.push(`page ${url} as ${cookie ? "admin" : "guest"}: ${report}`);
  return status;
}

/** Every failure of one state of the site, as `what: got`: collected so one assertion names them all. */
type Problems = string[];

/** The pages and reads of the forum itself answer 200, to a guest and to a site manager. */
async function checkMainPages(problems: Problems): Promise<void> {
  const pages = ["/", "/discussions", "/categories", "/search?query=x", "/profile/admin", found.ideaCategoryPage, ...found.discussionPages];
  for (const page of pages) {
    for (const [who, cookie] of [
      ["guest", undefined],
      ["admin", admin],
    ] as const) {
      const status = await pageStatus(page, cookie, problems);
      if (status !== 200) problems.push(`page ${page} as ${who}: ${status}`);
    }
  }
  for (const url of ["/discussions?limit=100", "/categories", "/users/me", "/search?query=x", "/config"]) {
    const status = (await api(app, { url, cookie: admin })).statusCode;
    if (status !== 200) problems.push(`GET ${url}: ${status}`);
  }
}

/** An add-on's pages and reads all answer 200 (on) or 404 (off); its other routes are there or not. */
async function checkOwn(key: string, on: boolean, problems: Problems): Promise<void> {
  const own = OWN[key];
  if (!own) throw new Error(`no row in OWN for ${key}`);
  const expected = on ? 200 : 404;
  for (const page of own.pages(found)) {
    const status = await pageStatus(page, admin, problems);
    if (status !== expected) problems.push(`${key} ${on ? "on" : "off"}: page ${page}: ${status}`);
  }
  for (const page of own.guestPages?.(found) ?? []) {
    const status = await pageStatus(page, undefined, problems);
    if (status !== expected) problems.push(`${key} ${on ? "on" : "off"}: page ${page} as guest: ${status}`);
  }
  for (const url of own.reads(found)) {
    const status = (await api(app, { url, cookie: admin })).statusCode;
    if (status !== expected) problems.push(`${key} ${on ? "on" : "off"}: GET ${url}: ${status}`);
  }
  // Every route of the add-on, by method, as a guest (so nothing is written): gone while it is
  // off, there (answering something else than a missing route, and no server error) while on.
  for (const route of routesOf.get(key) ?? []) {
    const answer = await api(app, { method: route.method as "GET", url: route.path, ...(route.method === "GET" ? {} : { body: {} }) });
    const body = answer.body.startsWith("{") ? answer.json<{ status?: number; message?: string }>() : {};
    const missing = answer.statusCode === 404 && body.message === ROUTE_MISSING.message;
    if (on ? missing || answer.statusCode >= 500 : !missing)
      problems.push(`${key} ${on ? "on" : "off"}: ${route.method} ${route.path}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
  }
}

beforeAll(async () => {
  const heard =
    (level: string) =>
    (...args: unknown[]): void => {
      renderReports.push(`${level}: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ")}`.slice(0, 300));
    };
  vi.spyOn(console, "error").mockImplementation(heard("error"));
  vi.spyOn(console, "warn").mockImplementation(heard("warn"));
  const web = await webFromSources();
  database = await createTestDatabase();
  await runMigrations(database.db, installedAddons);
  await seedSite(database.db, installedAddons, makeDemoAccounts(PASSWORD));
  app = await createSite({ db: database.db, addons: installedAddons, web });
  admin = await signIn(app, "admin", PASSWORD);

  // Every add-on on, each after what it requires, as a site manager would switch them.
  listed = await read<ListedAddon[]>("/addons");
  const alwaysOn = new Set(listed.filter((addon) => addon.alwaysOn).map((addon) => addon.key));
  const ordered = [...alwaysOn];
  let waiting = listed.filter((addon) => !addon.alwaysOn);
  while (waiting.length > 0) {
    const ready = waiting.filter((addon) => Object.keys(addon.requires).every((key) => ordered.includes(key)));
    if (ready.length === 0) throw new Error(`requirements never met: ${waiting.map((addon) => addon.key).join(", ")}`);
    ordered.push(...ready.map((addon) => addon.key));
    waiting = waiting.filter((addon) => !ordered.includes(addon.key));
  }
  switchable = ordered.filter((key) => !alwaysOn.has(key));
  for (const key of switchable) await switchTo(key, true);

  const document = await read<{ paths: Record<string, Record<string, { "x-addon"?: string }>> }>("/open-api/v3");
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = operation["x-addon"];
      if (!key) continue;
      // Path parameters are given a number no record has: the route answers, the record is missing.
      const route = { method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "999999").replace(/\/$/, "") };
      if (!routesOf.get(key)?.some((known) => known.method === route.method && known.path === route.path))
        routesOf.set(key, [...(routesOf.get(key) ?? []), route]);
    }
  }

  const discussions =
    await read<Array<{ type: string; url: string; categoryID: number; attributes?: { poll?: { pollID: number } } }>>("/discussions?limit=100");
  const byType = new Map<string, (typeof discussions)[number]>();
  for (const discussion of discussions) if (!byType.has(discussion.type)) byType.set(discussion.type, discussion);
  const idea = byType.get("idea");
  const pollID = discussions.find((discussion) => discussion.attributes?.poll)?.attributes?.poll?.pollID;
  if (!idea || pollID === undefined) throw new Error("the demo content has no idea or no poll");
  const ideaCategory = await read<{ url: string }>(`/categories/${idea.categoryID}`);
  const knowledgeBase = first(await read<Array<{ urlCode: string }>>("/knowledge-bases"), "knowledge base");
  const subcommunity = first(await read<Array<{ subcommunityID: number; folder: string }>>("/subcommunities"), "subcommunity");
  found = {
    me: (await read<{ userID: number }>("/users/me")).userID,
    eventID: first(await read<Array<{ eventID: number }>>("/events"), "event").eventID,
    groupID: first(await read<Array<{ groupID: number }>>("/groups"), "group").groupID,
    badgeID: first(await read<Array<{ badgeID: number }>>("/badges"), "badge").badgeID,
    kbUrlCode: knowledgeBase.urlCode,
    articleID: first(await read<Array<{ articleID: number }>>("/articles"), "article").articleID,
    pollID,
    ideaCategoryID: idea.categoryID,
    rankID: first(await read<Array<{ rankID: number }>>("/ranks"), "rank").rankID,
    subcommunityID: subcommunity.subcommunityID,
    folder: subcommunity.folder,
    conversationID: first(await read<Array<{ conversationID: number }>>("/conversations"), "conversation").conversationID,
    discussionPages: [...byType.values()].map((discussion) => new URL(discussion.url, "http://site").pathname),
    ideaCategoryPage: new URL(ideaCategory.url, "http://site").pathname,
  };
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
  await database?.close();
});

describe("switching add-ons on and off", () => {
  it("knows every installed add-on a site manager can switch, and the site works with all of them on", async () => {
    expect(switchable.slice().sort()).toEqual(Object.keys(OWN).sort());
    expect(found.discussionPages.length).toBeGreaterThanOrEqual(4);
    expect([...(await documentedAddons())].sort()).toEqual(expect.arrayContaining(switchable.slice().sort()));
    const problems: Problems = [];
    await checkMainPages(problems);
    for (const key of switchable) await checkOwn(key, true, problems);
    expect(problems).toEqual([]);
  });

  it("keeps the site working with each add-on off and every other on, and brings the add-on back when switched on", async () => {
    for (const key of switchable) {
      await switchTo(key, false);
      const problems: Problems = [];
      await checkMainPages(problems);
      for (const other of switchable) await checkOwn(other, other !== key, problems);
      expect(problems, `with ${key} off`).toEqual([]);
      expect((await read<ListedAddon[]>("/addons")).find((addon) => addon.key === key)?.enabled).toBe(false);
      expect(await documentedAddons()).not.toContain(key);

      await switchTo(key, true);
      const back: Problems = [];
      await checkOwn(key, true, back);
      expect(back, `with ${key} back on`).toEqual([]);
      expect(await documentedAddons()).toContain(key);
    }
  });

  it("keeps the forum working with every add-on off, and every add-on working when all are on again", async () => {
    for (const key of switchable.slice().reverse()) await switchTo(key, false);
    const off: Problems = [];
    await checkMainPages(off);
    for (const key of switchable) await checkOwn(key, false, off);
    expect(off).toEqual([]);
    expect([...(await documentedAddons())].filter((key) => switchable.includes(key))).toEqual([]);

    for (const key of switchable) await switchTo(key, true);
    const on: Problems = [];
    await checkMainPages(on);
    for (const key of switchable) await checkOwn(key, true, on);
    expect(on).toEqual([]);
  });

  it("refuses what `requires` forbids: switching off an always-on feature, or an add-on without what it requires", async () => {
    const alwaysOn = listed.filter((addon) => addon.alwaysOn);
    expect(alwaysOn.map((addon) => addon.key)).toContain("forum");
    for (const addon of alwaysOn) expect(await toggle(addon.key, false)).toEqual({ status: 409, message: `${addon.name} is always on.` });
    // An add-on requiring another that can be switched off: enabling it while its requirement is
    // off, and switching the requirement off under it, are refused with the reason.
    const nameOf = new Map(listed.map((addon) => [addon.key, addon.name]));
    for (const addon of listed) {
      for (const required of Object.keys(addon.requires).filter((key) => switchable.includes(key))) {
        const requiredName = nameOf.get(required) ?? required;
        expect(await toggle(required, false)).toEqual({ status: 409, message: `${addon.name} requires ${requiredName}. Disable ${addon.name} first.` });
        await switchTo(addon.key, false);
        await switchTo(required, false);
        expect(await toggle(addon.key, true)).toEqual({
          status: 409,
          message: `${addon.name} requires ${requiredName}, which is disabled. Enable ${requiredName} first.`,
        });
        await switchTo(required, true);
        await switchTo(addon.key, true);
      }
    }
    // Today every add-on requires only the always-on forum, so the loop above finds nothing to
    // try; every requirement names an add-on installed here (always on, or tried above).
    const requirements = listed.flatMap((addon) => Object.keys(addon.requires));
    expect(requirements.filter((key) => !alwaysOn.some((addon) => addon.key === key) && !switchable.includes(key))).toEqual([]);
    expect(await toggle("no-such-addon", true)).toEqual({ status: 404, message: "Addon not found." });
  });
});
