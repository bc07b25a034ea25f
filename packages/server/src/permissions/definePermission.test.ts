import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { defineServerAddon } from "../addons/defineServerAddon";
import { api, createTestApp, signIn, type TestApp } from "../testing";
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
    const recorded = await t.db.selectFrom("permissionDefaults").select("permission").where("permission", "in", ["discussions.view", "site.manage"]).execute();
    expect(recorded.map((r) => r.permission).sort()).toEqual(["discussions.view", "site.manage"]);
  });
});
