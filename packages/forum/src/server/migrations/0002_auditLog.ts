import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

const statements = [
  `CREATE TABLE "auditLog" (
    "auditLogID" bigserial PRIMARY KEY,
    "action" text NOT NULL,
    "recordType" text NOT NULL,
    "recordID" integer NOT NULL,
    "categoryID" integer,
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "data" jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
  // The log links filter by record or by category, newest first.
  `CREATE INDEX "auditLog_record" ON "auditLog" ("recordType", "recordID", "auditLogID" DESC)`,
  `CREATE INDEX "auditLog_category" ON "auditLog" ("categoryID", "auditLogID" DESC)`,
  `CREATE INDEX "auditLog_user" ON "auditLog" ("insertUserID", "auditLogID" DESC)`,
];

/** The moderation audit log behind the discussion options' log links (`/log/filter?...`). */
export const m0002AuditLog: AddonMigration = {
  name: "0002_auditLog",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
