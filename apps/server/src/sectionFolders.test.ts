import type { LayoutLookup } from "@quorum/api";
import { runMigrations, type Database } from "@quorum/server";
import { api, createTestDatabase, signIn } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "./createSite";
import { makeDemoAccounts } from "./demoAccounts";
import { installedAddons } from "./installedAddons";
import { seedSite } from "./seedSite";
import type { WebBuild } from "./webBuild";

// Issue 17 §5: every page under a site section's folder, as the site serves it — the web app's
// real server render (its sources, as addonCombinations' test loads them) over a demo site with
// Subcommunities on: the router strips the folder the bootstrap names, the page's layout is looked
// up with the section (`siteSection`), and a folder that is no section's (the viewer's) stays 404.

const PASSWORD = "a-long-demo-password";
let database: Database;
let app: FastifyInstance;
let admin: string;
let member: string;
let thread: string;

async function webFromSources(): Promise<WebBuild> {
  const entry = (await import(new URL("../../web/src/entry-server.tsx", import.meta.url).pathname)) as Pick<WebBuild, "render">;
  return { clientDir: "/nonexistent", assets: { scripts: [], styles: [], preloads: [], addons: {} }, render: entry.render };
}

const toggle = async (enabled: boolean) =>
  expect((await api(app, { method: "PATCH", url: "/addons/subcommunities", body: { enabled }, cookie: admin })).statusCode).toBe(200);

/** A page as the site answers it, and the layout lookups its data holds (the page's own and no other). */
async function page(url: string, cookie?: string): Promise<{ status: number; html: string; lookups: LayoutLookup[] }> {
  const res = await app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
  const data = /window\.__QUORUM__=(.*?)<\/script>/s.exec(res.body)?.[1];
  const state = data ? (JSON.parse(data) as { state?: { queries?: Array<{ queryKey: unknown[] }> } }).state : undefined;
  const lookups = (state?.queries ?? []).filter((query) => query.queryKey[0] === "layout").map((query) => query.queryKey[1] as LayoutLookup);
  return { status: res.statusCode, html: res.body, lookups };
}

beforeAll(async () => {
  const web = await webFromSources();
  database = await createTestDatabase();
  await runMigrations(database.db, installedAddons);
  await seedSite(database.db, installedAddons, makeDemoAccounts(PASSWORD));
  app = await createSite({ db: database.db, addons: installedAddons, web });
  admin = await signIn(app, "admin", PASSWORD);
  member = await signIn(app, "member", PASSWORD);
  await toggle(true);
  const discussions = (await api(app, { url: "/discussions?limit=100", cookie: admin })).json<Array<{ name: string; url: string }>>();
  const found = discussions.find((discussion) => discussion.name === "How do I change my avatar?");
  if (!found) throw new Error("the demo content has no 'How do I change my avatar?'");
  thread = new URL(found.url, "http://site").pathname;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("pages under a site section's folder", () => {
  it("serves a discussion, a category and the post form under the folder, each looked up in the section", async () => {
    const discussion = await page(`/support${thread}`);
    expect(discussion.status).toBe(200);
    expect(discussion.lookups).toEqual([expect.objectContaining({ layoutViewType: "post", recordType: "discussion", siteSection: "support" })]);
    expect(discussion.html).toContain("How do I change my avatar?");
    // The page's in-app links stay in the section (the title bar's home link is the section's home);
    // the switcher's 'Whole Site' leaves it.
    expect(discussion.html).toMatch(/href="\/support\/discussion\/comment\/\d+/);
    expect(discussion.html).toContain('href="/support/categories/getting-started"');
    expect(discussion.html).toMatch(/<a class="[^"]*" href="\/">Whole Site<\/a>/);

    const category = await page("/support/categories/getting-started");
    expect(category.status).toBe(200);
    expect(category.lookups).toEqual([expect.objectContaining({ layoutViewType: "categoryList", recordID: "getting-started", siteSection: "support" })]);

    const form = await page("/support/post/discussion", member);
    expect(form.status).toBe(200);
    expect(form.lookups).toEqual([expect.objectContaining({ layoutViewType: "createPost", siteSection: "support" })]);
  });

  it("serves an add-on's page under the folder too", async () => {
    expect((await page("/support/search?query=avatar")).status).toBe(200);
  });

  it("answers 404 under a folder no section the viewer may see has, and once the add-on is off", async () => {
    expect((await page(`/no-such-section${thread}`)).status).toBe(404);
    expect((await page("/no-such-section/categories/getting-started")).status).toBe(404);
    const staff = await api(app, {
      method: "POST",
      url: "/subcommunities",
      body: {
        name: "Staff Room",
        folder: "staff-room",
        categoryID: (await api(app, { url: "/categories/staff-lounge", cookie: admin })).json<{ categoryID: number }>().categoryID,
      },
      cookie: admin,
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect((await page(`/staff-room${thread}`, member)).status).toBe(404);
    expect((await page(`/staff-room${thread}`, admin)).status).toBe(200);
    await toggle(false);
    expect((await page(`/support${thread}`)).status).toBe(404);
    expect((await page("/support/categories/getting-started")).status).toBe(404);
    expect((await page(thread)).status).toBe(200);
  });
});
