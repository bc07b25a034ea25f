import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * The members' name index (user search, mentions) writes each name into the index itself, not
 * into GIN's pending list, which every lookup reads in full and which only a vacuum empties
 * before 4 MB — PGlite runs no autovacuum (the forum's search indexes likewise, its migration 0016).
 */
export const coreMigration0011: AddonMigration = {
  name: "0011_userNameIndexWithoutPendingList",
  async up(db) {
    await sql`ALTER INDEX "users_name_trgm" SET (fastupdate = off)`.execute(db);
    await sql`SELECT gin_clean_pending_list('users_name_trgm'::regclass)`.execute(db);
  },
};
