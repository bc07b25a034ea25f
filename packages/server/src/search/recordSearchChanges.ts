import type { Kysely } from "kysely";
import type { AddonContributions } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";
import { currentSearchEngine } from "./currentSearchEngine";
import type { SearchRecordChange } from "./SearchEngine";

/**
 * Tells the search engine of changes to searchable records; call it inside the writing
 * transaction (`db` is that transaction), after the write. Nothing for the database's own engine
 * (its tables' triggers keep its index); an external engine's `recordsChanged` otherwise.
 */
export async function recordSearchChanges(addons: AddonContributions, db: Kysely<CoreTables>, changes: readonly SearchRecordChange[]): Promise<void> {
  const engine = currentSearchEngine(addons);
  if (engine.recordsChanged && changes.length > 0) await engine.recordsChanged(changes, { db });
}
