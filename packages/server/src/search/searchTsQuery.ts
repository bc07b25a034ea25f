import type { SearchQuery } from "./SearchQuery";

/**
 * The text of a `to_tsquery(quorum_search_config(), $text)` for the query's words: joined by `&`
 * (queryOperator "and") or `|`, the last word also matching as a prefix (`word:*`), so a partial
 * word typed in autocomplete finds the post. Words are letters and digits only (`searchWords`),
 * quoted, so nothing typed is tsquery syntax. Null without words.
 */
export function searchTsQuery(query: Pick<SearchQuery, "words" | "queryOperator">): string | null {
  const { words } = query;
  if (words.length === 0) return null;
  const terms = words.map((word, index) => (index === words.length - 1 ? `'${word}':*` : `'${word}'`));
  return terms.join(query.queryOperator === "or" ? " | " : " & ");
}
