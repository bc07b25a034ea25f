/** A LIKE pattern matching `text` anywhere (lower-cased, its `%`, `_` and `\` taken literally): pg_trgm's indexes serve it. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
