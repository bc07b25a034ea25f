import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/** The forum's search indexes (migration 0013). */
export const FORUM_SEARCH_INDEXES = ["discussions_search", "comments_search", "discussions_name_trgm"] as const;

/**
 * The search indexes write each post into the index itself, not into GIN's pending list
 * (`fastupdate = off`), and the list they had is emptied. Every search reads the whole pending
 * list besides the index, and only a vacuum empties it before it reaches 4 MB: PGlite runs no
 * autovacuum, so a rare word took 20 ms instead of 0.3 ms at 100,000 posts
 * (tooling/bench/README.md "Search"); PostgreSQL's reads slowed likewise between autovacuums.
 * The price is a little more work per post written, measured there too.
 */
export const m0016SearchWithoutPendingList: AddonMigration = {
  name: "0016_searchWithoutPendingList",
  async up(db) {
    for (const index of FORUM_SEARCH_INDEXES) {
      await sql`ALTER INDEX ${sql.id(index)} SET (fastupdate = off)`.execute(db);
      await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
  },
};
