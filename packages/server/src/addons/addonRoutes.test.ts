import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { defineServerAddon } from "./defineServerAddon";

const forum = defineServerAddon({ key: "forum", name: "Forum", description: "Discussions.", version: "1.2.0", alwaysOn: true });
/** How many times Q&A's onEnable ran, and whether it was on then. */
const switchedOn: boolean[] = [];
const qna = defineServerAddon({
  key: "qna",
  name: "Q&A",
  description: "Questions and answers.",
  version: "0.3.0",
  migrations: [{ name: "0001_qna", up: (db) => db.schema.createTable("qna_probe").addColumn("id", "integer").execute() }],
  routes(app) {
    app.get("/qna-probe", async () => ({ ok: true }));
  },
  async seed({ db }) {
    await sql`INSERT INTO qna_probe (id) VALUES (1)`.execute(db);
  },
  async onEnable() {
    switchedOn.push(t.app.quorum.addons.isEnabled("qna"));
  },
});
/** An add-on whose onEnable writes, then fails: switching it on must keep neither. */
const broken = defineServerAddon({
  key: "broken",
  name: "Broken",
  description: "Its onEnable fails.",
  version: "1.0.0",
  migrations: [{ name: "0001_broken", up: (db) => db.schema.createTable("broken_probe").addColumn("id", "integer").execute() }],
  routes(app) {
    app.get("/broken-probe", async () => ({ ok: true }));
  },
  async onEnable({ db }) {
    await sql`INSERT INTO broken_probe (id) VALUES (1)`.execute(db);
    throw new Error("the add-on's setup failed");
  },
});
const future = defineServerAddon({
  key: "future",
  name: "Future",
  description: "Made for a later core.",
  version: "9.0.0",
  coreVersion: "^9.0.0",
  routes() {
    throw new Error("must never be mounted");
  },
});

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [forum, qna, future], disabled: ["qna"] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  await createUser(t.db, { name: "mia", email: "mia@example.com", password: "correct horse", roles: ["Member"] });
  admin = await signIn(t.app, "root", "correct horse");
  member = await signIn(t.app, "mia", "correct horse");
  // A demo site: enabling an add-on writes its demo content once.
  await t.db
    .insertInto("config")
    .values({ key: "site.seeded", value: JSON.stringify(true) })
    .execute();
});
afterAll(() => t.close());

const patch = (addonID: string, body: unknown, cookie?: string) =>
  api(t.app, { method: "PATCH", url: `/addons/${addonID}`, body, ...(cookie ? { cookie } : {}) });

describe("GET /addons", () => {
  it("lists the installed add-ons with their enabled flags and problems", async () => {
    const res = await api(t.app, { url: "/addons", cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        addonID: "forum",
        key: "forum",
        type: "addon",
        name: "Forum",
        description: "Discussions.",
        version: "1.2.0",
        enabled: true,
        alwaysOn: true,
        requires: {},
        permissions: [],
      },
      {
        addonID: "qna",
        key: "qna",
        type: "addon",
        name: "Q&A",
        description: "Questions and answers.",
        version: "0.3.0",
        enabled: false,
        alwaysOn: false,
        requires: {},
        permissions: [],
      },
      {
        addonID: "future",
        key: "future",
        type: "addon",
        name: "Future",
        description: "Made for a later core.",
        version: "9.0.0",
        enabled: false,
        alwaysOn: false,
        problem: "Future 9.0.0 needs Quorum core ^9.0.0; this site runs 0.1.0.",
        requires: {},
        permissions: [],
      },
    ]);
  });

  it("filters by type", async () => {
    expect((await api(t.app, { url: "/addons?type=addon", cookie: admin })).json()).toHaveLength(3);
    expect((await api(t.app, { url: "/addons?type=theme", cookie: admin })).json()).toEqual([]);
    expect((await api(t.app, { url: "/addons?type=plugin", cookie: admin })).statusCode).toBe(422);
  });

  it("is for site managers only", async () => {
    expect((await t.app.inject({ url: "/api/v2/addons" })).statusCode).toBe(403);
    expect((await api(t.app, { url: "/addons", cookie: member })).statusCode).toBe(403);
  });
});

describe("PATCH /addons/{addonID}", () => {
  it("enables an add-on: migrations run, demo content is written once, its routes answer at once", async () => {
    expect((await api(t.app, { url: "/qna-probe" })).statusCode).toBe(404);
    const res = await patch("qna", { enabled: true }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ addonID: "qna", enabled: true });
    expect((await api(t.app, { url: "/qna-probe" })).json()).toEqual({ ok: true });
    const rows = await sql<{ id: number }>`SELECT id FROM qna_probe`.execute(t.db);
    expect(rows.rows).toEqual([{ id: 1 }]);
  });

  it("disables it: its routes answer 404 with no restart, and enabling again seeds nothing twice", async () => {
    expect((await patch("qna", { enabled: false }, admin)).json()).toMatchObject({ enabled: false });
    expect((await api(t.app, { url: "/qna-probe" })).statusCode).toBe(404);
    const before = switchedOn.length;
    expect((await patch("qna", { enabled: true }, admin)).statusCode).toBe(200);
    const rows = await sql<{ id: number }>`SELECT id FROM qna_probe`.execute(t.db);
    expect(rows.rows).toHaveLength(1);
    // onEnable ran once, with the add-on on; asking for "on" again while it is on runs it no more.
    expect(switchedOn.slice(before)).toEqual([true]);
    expect((await patch("qna", { enabled: true }, admin)).statusCode).toBe(200);
    expect(switchedOn.slice(before)).toEqual([true]);
  });

  it("refuses an add-on made for another core, with the reason, and never mounts its routes", async () => {
    const res = await patch("future", { enabled: true }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Future 9.0.0 needs Quorum core ^9.0.0; this site runs 0.1.0.", status: 409 });
    expect(t.app.quorum.addons.isEnabled("future")).toBe(false);
  });

  it("keeps always-on add-ons on", async () => {
    const res = await patch("forum", { enabled: false }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Forum is always on.");
  });

  it("answers 404 for an add-on that is not installed, 422 for a bad body", async () => {
    expect((await patch("nope", { enabled: true }, admin)).statusCode).toBe(404);
    const bad = await patch("qna", { enabled: "yes" }, admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["enabled"]);
  });

  it("is for site managers only", async () => {
    expect((await patch("qna", { enabled: false }, member)).statusCode).toBe(403);
    expect((await patch("qna", { enabled: false })).statusCode).toBe(403);
    expect(t.app.quorum.addons.isEnabled("qna")).toBe(true);
  });
});

describe("PATCH /addons/{addonID}: an onEnable that fails", () => {
  let site: TestApp;
  let root: string;
  beforeAll(async () => {
    site = await createTestApp({ addons: [forum, broken], disabled: ["broken"] });
    await createUser(site.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
    root = await signIn(site.app, "root", "correct horse");
  });
  afterAll(() => site.close());

  it("keeps the add-on off, with nothing of the switch written", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await api(site.app, { method: "PATCH", url: "/addons/broken", body: { enabled: true }, cookie: root });
      expect(res.statusCode).toBe(500);
      expect(site.app.quorum.addons.isEnabled("broken")).toBe(false);
      expect((await api(site.app, { url: "/broken-probe" })).statusCode).toBe(404);
      const flag = await site.db.selectFrom("addons").select("enabled").where("key", "=", "broken").executeTakeFirst();
      expect(flag?.enabled ?? false).toBe(false);
      expect((await sql<{ id: number }>`SELECT id FROM broken_probe`.execute(site.db)).rows).toEqual([]);
    }
    const listed = (await api(site.app, { url: "/addons", cookie: root })).json() as Array<{ addonID: string; enabled: boolean }>;
    expect(listed.find((addon) => addon.addonID === "broken")?.enabled).toBe(false);
  });
});
