import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { defineServerAddon } from "../addons/defineServerAddon";
import { CORE_MIGRATIONS } from "../db/CORE_MIGRATIONS";
import { runMigrations } from "../db/runMigrations";
import { api, createTestApp, createTestDatabase, signIn, type TestApp } from "../testing";
import { definePermission } from "./definePermission";

const notes = defineServerAddon({
  key: "notes",
  name: "Notes",
  description: "Notes on anything.",
  version: "1.0.0",
  permissions: [
    definePermission("notes.pin", { scope: "category", defaultRoles: ["moderator", "administrator"], description: "Pin notes." }),
    definePermission("notes.export", { scope: "global", defaultRoles: [], description: "Export every note." }),
  ],
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [notes], disabled: ["notes"] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

const holders = async (permission: string) =>
  (
    await t.db
      .selectFrom("rolePermissions")
      .innerJoin("roles", "roles.roleID", "rolePermissions.roleID")
      .select("roles.type")
      .where("permission", "=", permission)
      .where("granted", "=", true)
      .orderBy("roles.type")
      .execute()
  ).map((row) => row.type);

describe("definePermission", () => {
  it("grants nothing while the add-on is disabled, and its defaults when it is enabled", async () => {
    expect(await holders("notes.pin")).toEqual([]);
    await t.app.quorum.addons.setEnabled("notes", true);
    expect(await holders("notes.pin")).toEqual(["administrator", "moderator"]);
    expect(await holders("notes.export")).toEqual([]);
  });

  it("grants the defaults once: a site manager's revocation survives disabling and enabling again", async () => {
    const moderator = await t.db.selectFrom("roles").select("roleID").where("type", "=", "moderator").executeTakeFirstOrThrow();
    await t.db.deleteFrom("rolePermissions").where("permission", "=", "notes.pin").where("roleID", "=", moderator.roleID).execute();
    await t.app.quorum.addons.setEnabled("notes", false);
    await t.app.quorum.addons.setEnabled("notes", true);
    expect(await holders("notes.pin")).toEqual(["administrator"]);
  });

  it("lists the declared permissions to site managers with the add-on", async () => {
    const listed = (await api(t.app, { url: "/addons", cookie: admin })).json<Array<{ key: string; permissions: unknown }>>();
    expect(listed.find((a) => a.key === "notes")?.permissions).toEqual([
      { name: "notes.pin", scope: "category", defaultRoles: ["moderator", "administrator"], description: "Pin notes." },
      { name: "notes.export", scope: "global", defaultRoles: [], description: "Export every note." },
    ]);
  });

  it("counts the grants a site already had before declared permissions as done", async () => {
    // The core roles' hand-written grants (core migration) are recorded, so no default is granted over them.
    const recorded = await t.db.selectFrom("permissionDefaults").select("permission").where("permission", "in", ["profiles.view", "site.manage"]).execute();
    expect(recorded.map((r) => r.permission).sort()).toEqual(["profiles.view", "site.manage"]);
  });

  it("changes no grant of a site made when the core migration still wrote a feature's grants itself", async () => {
    // Such a site ran the first core migration, whose grants then included the feature's (as the
    // forum's were), and a site manager changed them since: the feature's declarations (here
    // granting to other roles) must not touch them when the site upgrades.
    const legacy = defineServerAddon({
      key: "legacy",
      name: "Legacy",
      description: "Its grants were once written by the core migration.",
      version: "1.0.0",
      alwaysOn: true,
      permissions: [
        definePermission("legacy.view", { scope: "global", defaultRoles: ["guest", "member", "moderator", "administrator"], description: "View." }),
        definePermission("legacy.add", { scope: "global", defaultRoles: ["member", "moderator", "administrator"], description: "Add." }),
      ],
    });
    const database = await createTestDatabase();
    try {
      const db = database.db;
      // A site that had run only the first core migration, with the old grants as its site
      // manager left them: legacy.view for guests only, legacy.add for administrators only.
      await runMigrations(db, [], CORE_MIGRATIONS.slice(0, 1));
      const roleID = async (type: string) => (await db.selectFrom("roles").select("roleID").where("type", "=", type).executeTakeFirstOrThrow()).roleID;
      await db
        .insertInto("rolePermissions")
        .values([
          { roleID: await roleID("guest"), resourceType: "global", resourceID: 0, permission: "legacy.view", granted: true },
          { roleID: await roleID("administrator"), resourceType: "global", resourceID: 0, permission: "legacy.add", granted: true },
        ])
        .execute();
      const grants = () =>
        db
          .selectFrom("rolePermissions")
          .select(["roleID", "resourceType", "resourceID", "permission", "granted"])
          .orderBy("roleID")
          .orderBy("permission")
          .execute();
      const before = await grants();

      expect(await runMigrations(db, [legacy])).toEqual(CORE_MIGRATIONS.slice(1).map((migration) => `core/${migration.name}`));
      expect(await grants()).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
