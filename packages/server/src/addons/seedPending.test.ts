import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../createApp";
import type { Database } from "../db/openDatabase";
import { runMigrations } from "../db/runMigrations";
import { createTestDatabase } from "../testing";
import { DEMO_SITE_KEY } from "./AddonRegistry";
import { defineServerAddon } from "./defineServerAddon";

const polls = defineServerAddon({
  key: "polls",
  name: "Polls",
  description: "Installed after the demo site's first start.",
  version: "1.0.0",
  enabledByDefault: true,
  migrations: [{ name: "0001_polls", up: (db) => db.schema.createTable("polls_probe").addColumn("id", "integer").execute() }],
  async seed({ db }) {
    await sql`INSERT INTO polls_probe (id) VALUES (1)`.execute(db);
  },
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const probeRows = async () => (await sql<{ id: number }>`SELECT id FROM polls_probe`.execute(database.db)).rows.length;

it("seeds an add-on installed after a demo site's first start at the next start, once", async () => {
  await runMigrations(database.db, []);
  await database.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .execute();
  await runMigrations(database.db, [polls]);
  for (let start = 0; start < 2; start++) {
    const app = await createApp({ db: database.db, addons: [polls] });
    await app.close();
  }
  expect(await probeRows()).toBe(1);
});

it("writes no demo content into a site that is not a demo site", async () => {
  await database.db.deleteFrom("config").where("key", "=", DEMO_SITE_KEY).execute();
  await database.db.updateTable("addons").set({ seeded: false }).where("key", "=", "polls").execute();
  const app = await createApp({ db: database.db, addons: [polls] });
  await app.close();
  expect(await probeRows()).toBe(1);
});

it("keeps an add-on enabled by default enabled after writing its demo content", async () => {
  await database.db.deleteFrom("addons").where("key", "=", "polls").execute();
  await database.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .execute();
  const first = await createApp({ db: database.db, addons: [polls] });
  await first.close();
  const next = await createApp({ db: database.db, addons: [polls] });
  expect(next.quorum.addons.isEnabled("polls")).toBe(true);
  await next.close();
  expect(await probeRows()).toBe(2);
});

it("writes the demo content once when several processes of a site start together", async () => {
  await database.db.deleteFrom("addons").where("key", "=", "polls").execute();
  const apps = await Promise.all([0, 1, 2].map(() => createApp({ db: database.db, addons: [polls] })));
  await Promise.all(apps.map((app) => app.close()));
  expect(await probeRows()).toBe(3);
});
