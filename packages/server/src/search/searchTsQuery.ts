import { sql, type RawBuilder } from "kysely";
import type { SearchQuery } from "./SearchQuery";

/**
 * The text of a tsquery for the query's words: joined by `&` (queryOperator "and") or `|`; in
 * `wildcard` mode the last word also matches as a prefix (`word:*`), so a partial word typed in
 * autocomplete finds the post. Only then: a prefix makes the GIN index gather every word it
 * starts, several times the work of one word (`mode:*` is moderator, modern, ...). Words are
 * letters and digits only (`searchWords`), quoted, so nothing typed is tsquery syntax. Null
 * without words.
 */
export function searchTsQuery(query: Pick<SearchQuery, "words" | "queryOperator" | "matchMode">): string | null {
  const { words } = query;
  if (words.length === 0) return null;
  const last = words.length - 1;
  const terms = words.map((word, index) => (index === last && query.matchMode === "wildcard" ? `'${word}':*` : `'${word}'`));
  return terms.join(query.queryOperator === "or" ? " | " : " & ");
}

/**
 * SQL `to_tsquery('<config>', '<query>')` with both written into the text (null without words), so
 * the planner sees the words and their frequency. Safe as a literal: the words are letters and
 * digits only and the configuration a catalog identifier (`searchTextConfig`); quotes are doubled
 * anyway.
 */
export function searchTsQuerySql(config: string, query: Pick<SearchQuery, "words" | "queryOperator" | "matchMode">): RawBuilder<unknown> | null {
  const text = searchTsQuery(query);
  if (text === null) return null;
  if (!/^[a-z_]+$/.test(config)) throw new Error(`Not a text search configuration: ${config}`);
  return sql.raw(`to_tsquery('${config}'::regconfig, '${text.replaceAll("'", "''")}')`);
}
