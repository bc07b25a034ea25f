/** The most words of a query that count: the rest are ignored (a pasted paragraph stays cheap). */
const MAX_WORDS = 12;

/**
 * The words of typed text — runs of letters and digits, lower-cased — in order, each once. What
 * `searchTsQuery` turns into a tsquery and domains match names with, so no operator or quote
 * typed ever reaches a query's syntax.
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}
