import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";
import { DEFAULT_ROLES } from "../permissions/DEFAULT_ROLES";

/** The framework's own schema: users, roles and grants, sessions, config, add-ons. */
export const coreMigration: AddonMigration = {
  name: "0001_core",
  async up(db) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

    await db.schema
      .createTable("users")
      .addColumn("userID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("passwordHash", "text", (c) => c.notNull())
      .addColumn("photoUrl", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("emailConfirmed", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("banned", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("isAdmin", "boolean", (c) => c.notNull().defaultTo(false))
      // The forum's post counts: created here on every site (a migration that ran is never
      // changed), owned by the forum since (its migration 0007 adds them where missing, its
      // table types and code name them; the framework's never do).
      .addColumn("countDiscussions", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("countComments", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("signature", "text")
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateLastActive", "timestamptz")
      .execute();
    // Sign-in and registration look names and emails up case-insensitively; uniqueness follows suit.
    await sql`CREATE UNIQUE INDEX users_name_lower ON users (lower(name))`.execute(db);
    await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);
    // Mention and user search match parts of names.
    await sql`CREATE INDEX users_name_trgm ON users USING gin (lower(name) gin_trgm_ops)`.execute(db);

    await db.schema
      .createTable("roles")
      .addColumn("roleID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("type", "text", (c) => c.notNull().defaultTo("custom"))
      .execute();

    await db.schema
      .createTable("userRoles")
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("roleID", "integer", (c) => c.notNull().references("roles.roleID").onDelete("cascade"))
      .addPrimaryKeyConstraint("userRoles_pk", ["userID", "roleID"])
      .execute();
    await db.schema.createIndex("userRoles_roleID").on("userRoles").column("roleID").execute();

    await db.schema
      .createTable("rolePermissions")
      .addColumn("roleID", "integer", (c) => c.notNull().references("roles.roleID").onDelete("cascade"))
      .addColumn("resourceType", "text", (c) => c.notNull())
      .addColumn("resourceID", "integer", (c) => c.notNull())
      .addColumn("permission", "text", (c) => c.notNull())
      .addColumn("granted", "boolean", (c) => c.notNull())
      .addPrimaryKeyConstraint("rolePermissions_pk", ["roleID", "resourceType", "resourceID", "permission"])
      .execute();
    await db.schema.createIndex("rolePermissions_resource").on("rolePermissions").columns(["resourceType", "resourceID"]).execute();

    await db.schema
      .createTable("sessions")
      .addColumn("sessionID", "text", (c) => c.primaryKey())
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateExpires", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_userID").on("sessions").column("userID").execute();
    await db.schema.createIndex("sessions_dateExpires").on("sessions").column("dateExpires").execute();

    await db.schema
      .createTable("config")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "jsonb", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("addons")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("version", "text", (c) => c.notNull())
      .addColumn("dateUpdated", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // The roles and the framework's own grants. (Sites made before the forum declared its
    // permissions got the forum's grants here too; migration 0003 recorded them as granted, so the
    // forum's declarations change nothing there, and give a new site the same grants.)
    for (const role of DEFAULT_ROLES) {
      const { roleID } = await db
        .insertInto("roles")
        .values({ name: role.name, description: role.description, type: role.type })
        .returning("roleID")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("rolePermissions")
        .values(role.permissions.map((permission) => ({ roleID, resourceType: "global", resourceID: 0, permission, granted: true })))
        .execute();
    }
  },
};
