import type { Kysely } from "kysely";
import type { ConfigSetting } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";
import { CORE_SETTINGS } from "./CORE_SETTINGS";

/**
 * The site's settings read from the database: each setting's default, overridden by the stored
 * value. Requests use the app's cached copy (`ctx.config.all()`).
 */
export async function getConfig(db: Kysely<CoreTables>, settings: Readonly<Record<string, ConfigSetting>> = CORE_SETTINGS): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(settings)) values[key] = setting.default;
  const rows = await db.selectFrom("config").select(["key", "value"]).execute();
  for (const row of rows) values[row.key] = row.value;
  return values;
}
