import type { AddonContributions } from "../addons/defineServerAddon";
import { databaseSearchEngine } from "./databaseSearchEngine";
import type { SearchEngine } from "./SearchEngine";
import { searchHooks } from "./searchHooks";

/** The engine in use: the last enabled add-on's (`searchHooks.engine`), else the database's own. */
export function currentSearchEngine(addons: AddonContributions): SearchEngine {
  return addons.hooks(searchHooks.engine).at(-1) ?? databaseSearchEngine;
}
