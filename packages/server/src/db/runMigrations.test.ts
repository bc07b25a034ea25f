import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createTestDatabase } from "../testing";
import type { Database } from "./openDatabase";
import { migrateAddon, runMigrations } from "./runMigrations";

const order: string[] = [];
const notes = defineServerAddon({
  key: "notes",
  name: "Notes",
  description: "A table of notes.",
  version: "2.0.0",
  enabledByDefault: true,
  migrations: [
    {
      name: "0001_notes",
      async up(db) {
        order.push("0001");
        await db.schema
          .createTable("notes")
          .addColumn("noteID", "serial", (c) => c.primaryKey())
          .addColumn("body", "text")
          .execute();
      },
    },
    {
      name: "0002_notes_title",
      async up(db) {
        order.push("0002");
        await sql`ALTER TABLE notes ADD COLUMN title text NOT NULL DEFAULT ''`.execute(db);
      },
    },
  ],
});

const broken = defineServerAddon({
  key: "broken",
  name: "Broken",
  description: "Its migration fails halfway.",
  version: "1.0.0",
  enabledByDefault: true,
  migrations: [
    {
      name: "0001_broken",
      async up(db) {
        await db.schema.createTable("halfway").addColumn("id", "integer").execute();
        await sql`SELECT * FROM no_such_table`.execute(db);
      },
    },
  ],
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("runMigrations", () => {
  it("creates the core tables and default roles, then each add-on's migrations in order", async () => {
    const applied = await runMigrations(database.db, [notes]);
    expect(applied).toEqual([
      "core/0001_core",
      "core/0002_addon_seeded",
      "core/0003_permission_defaults",
      "core/0004_throttles",
      "core/0005_privateProfiles",
      "core/0007_notifications",
      "core/0008_notificationPreferencesAndEmailConfirmation",
      "core/0009_search",
      "core/0010_emailDigests",
      "core/0011_userNameIndexWithoutPendingList",
      "notes/0001_notes",
      "notes/0002_notes_title",
    ]);
    expect(order).toEqual(["0001", "0002"]);
    const roles = await database.db.selectFrom("roles").select(["name", "type"]).orderBy("roleID").execute();
    expect(roles).toEqual([
      { name: "Guest", type: "guest" },
      { name: "Member", type: "member" },
      { name: "Moderator", type: "moderator" },
      { name: "Administrator", type: "administrator" },
    ]);
    const recorded = await database.db.selectFrom("migrations").select(["addonKey", "name"]).orderBy("dateApplied").orderBy("name").execute();
    expect(recorded).toEqual([
      { addonKey: "core", name: "0001_core" },
      { addonKey: "core", name: "0002_addon_seeded" },
      { addonKey: "core", name: "0003_permission_defaults" },
      { addonKey: "core", name: "0004_throttles" },
      { addonKey: "core", name: "0005_privateProfiles" },
      { addonKey: "core", name: "0007_notifications" },
      { addonKey: "core", name: "0008_notificationPreferencesAndEmailConfirmation" },
      { addonKey: "core", name: "0009_search" },
      { addonKey: "core", name: "0010_emailDigests" },
      { addonKey: "core", name: "0011_userNameIndexWithoutPendingList" },
      { addonKey: "notes", name: "0001_notes" },
      { addonKey: "notes", name: "0002_notes_title" },
    ]);
    expect(await database.db.selectFrom("addons").select(["key", "enabled", "version"]).execute()).toEqual([{ key: "notes", enabled: true, version: "2.0.0" }]);
  });

  it("gives the default roles the framework's own global grants, and no feature's", async () => {
    const grants = await database.db
      .selectFrom("rolePermissions")
      .innerJoin("roles", "roles.roleID", "rolePermissions.roleID")
      .select(["roles.name", "rolePermissions.permission", "rolePermissions.resourceType", "rolePermissions.granted"])
      .execute();
    expect(grants.every((g) => g.resourceType === "global" && g.granted)).toBe(true);
    const of = (role: string) =>
      grants
        .filter((g) => g.name === role)
        .map((g) => g.permission)
        .sort();
    expect(of("Guest")).toEqual(["profiles.view"]);
    expect(of("Member")).toEqual(["profiles.view"]);
    expect(of("Moderator")).toEqual(["profiles.view"]);
    expect(of("Administrator")).toEqual(["personalInfo.view", "profiles.view", "site.manage", "users.add", "users.delete", "users.edit"]);
  });

  it("applies nothing twice", async () => {
    order.length = 0;
    expect(await runMigrations(database.db, [notes])).toEqual([]);
    expect(order).toEqual([]);
  });

  it("rolls a failed migration back whole and leaves it unrecorded", async () => {
    await expect(runMigrations(database.db, [notes, broken])).rejects.toThrow(/broken\/0001_broken failed/);
    const halfway = await sql<{ name: string | null }>`SELECT to_regclass('halfway')::text AS name`.execute(database.db);
    expect(halfway.rows[0]?.name).toBeNull();
    const recorded = await database.db.selectFrom("migrations").select("name").where("addonKey", "=", "broken").execute();
    expect(recorded).toEqual([]);
  });

  it("refuses an add-on listing one migration name twice", async () => {
    const twice = defineServerAddon({ ...notes, key: "twice", migrations: [notes.migrations![0]!, notes.migrations![0]!] });
    await expect(runMigrations(database.db, [twice])).rejects.toThrow(/twice/);
  });

  it("leaves a third-party add-on disabled and its schema unapplied until it is enabled", async () => {
    const extra = defineServerAddon({
      key: "extra",
      name: "Extra",
      description: "Not enabled by default.",
      version: "1.0.0",
      migrations: [{ name: "0001_extra", up: (db) => db.schema.createTable("extra").addColumn("id", "integer").execute() }],
    });
    expect(await runMigrations(database.db, [notes, extra])).toEqual([]);
    const row = await database.db.selectFrom("addons").select(["enabled"]).where("key", "=", "extra").executeTakeFirstOrThrow();
    expect(row.enabled).toBe(false);
    const table = await sql<{ name: string | null }>`SELECT to_regclass('extra')::text AS name`.execute(database.db);
    expect(table.rows[0]?.name).toBeNull();

    expect(await migrateAddon(database.db, extra)).toEqual(["extra/0001_extra"]);
    expect(await migrateAddon(database.db, extra)).toEqual([]);
  });

  it("records an add-on made for another core as disabled, without running its migrations", async () => {
    let ran = false;
    const future = defineServerAddon({
      key: "future",
      name: "Future",
      description: "Needs a newer core.",
      version: "9.0.0",
      coreVersion: "^9.0.0",
      enabledByDefault: true,
      migrations: [{ name: "0001_future", up: async () => void (ran = true) }],
    });
    expect(await runMigrations(database.db, [notes, future])).toEqual([]);
    expect(ran).toBe(false);
    const row = await database.db.selectFrom("addons").select(["enabled"]).where("key", "=", "future").executeTakeFirstOrThrow();
    expect(row.enabled).toBe(false);
  });
});
