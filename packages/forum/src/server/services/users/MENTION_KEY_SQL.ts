/**
 * The key user names are compared by in mention lookups (spec §5: a case- and
 * punctuation-insensitive prefix match). Only ASCII punctuation and spaces are dropped, so names
 * in other scripts keep their letters; COLLATE "C" makes a prefix a byte-wise range any
 * database collation agrees on. The index "users_mention_key" (migration 0006) is on exactly this
 * expression: change one, change both (findUsersByName.test checks the plan uses it).
 */
export const MENTION_KEY_SQL = `(regexp_replace(lower("name"), '[[:punct:][:space:]]+', '', 'g') COLLATE "C")`;
