import { sql, type Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { SearchContext } from "./SearchEngine";

const known = new WeakMap<Kysely<CoreTables>, Map<string, Promise<string>>>();

/**
 * The name of the text search configuration of the site's locale (`garden.locale`): what
 * `quorum_search_config()` answers inside the database, asked once per locale and database. Queries
 * write it into their text, with the tsquery (`searchTsQuerySql`), so PostgreSQL plans with the
 * real query: a tsquery it cannot see is estimated at a default share of the rows, and a rare word
 * then gets the plan of a frequent one.
 */
export function searchTextConfig(ctx: Pick<SearchContext, "db" | "config">): Promise<string> {
  const locale = String(ctx.config["garden.locale"] ?? "en");
  let byLocale = known.get(ctx.db);
  if (!byLocale) {
    byLocale = new Map();
    known.set(ctx.db, byLocale);
  }
  let name = byLocale.get(locale);
  if (!name) {
    name = sql<{ name: string }>`SELECT quorum_search_config_for(${locale})::text AS "name"`.execute(ctx.db).then(({ rows }) => {
      const found = rows[0]?.name ?? "simple";
      // A configuration's name is an identifier of pg_catalog: written into SQL text, it must stay one.
      return /^[a-z_]+$/.test(found) ? found : "simple";
    });
    name.catch(() => byLocale?.delete(locale));
    byLocale.set(locale, name);
  }
  return name;
}
