import type { AddonContributions, Viewer } from "@quorum/server";
import type { ForumDb } from "../db/ForumTables";

/** What every forum service function works with: the database (or a transaction) and who is asking. */
export interface ServiceContext {
  db: ForumDb;
  viewer: Viewer;
  /** What enabled add-ons contribute: extension hooks (`comment.serialize`…) and post types. */
  addons: AddonContributions;
  /** The site's settings, from the app's in-memory copy (not a query per call). */
  config(): Promise<Readonly<Record<string, unknown>>>;
}
