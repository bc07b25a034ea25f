import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * Site locale → PostgreSQL text search configuration. Those of PostgreSQL 15 and later; a
 * configuration this server does not have, or a locale without one, falls back to 'simple'.
 */
const LOCALE_CONFIGS: Readonly<Record<string, string>> = {
  ar: "arabic",
  ca: "catalan",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  eu: "basque",
  fi: "finnish",
  fr: "french",
  ga: "irish",
  hi: "hindi",
  hu: "hungarian",
  hy: "armenian",
  id: "indonesian",
  it: "italian",
  lt: "lithuanian",
  nb: "norwegian",
  ne: "nepali",
  nl: "dutch",
  nn: "norwegian",
  no: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
  yi: "yiddish",
};

/**
 * Full-text search's shared SQL (docs/architecture.md §4), for every feature that indexes text:
 * - `quorum_search_config()`: the text search configuration of the site's locale (`garden.locale`),
 *   by `quorum_search_config_for(locale)`. Indexing (features' triggers) calls the first; queries
 *   the second with the locale the server holds (`searchTextConfig`), so both always agree.
 * - `quorum_search_text(html)`: the words of stored, sanitized HTML (tags dropped, the entities the
 *   sanitizer writes decoded), for the index and for excerpts.
 * - `quorum_search_vector(title, html, config)`: a record's tsvector, the title weighted A, the
 *   body B (callers pass `quorum_search_config()`, read once per statement or trigger call).
 * pg_trgm (partial words in names) is loaded by the first core migration.
 */
export const coreMigration0009: AddonMigration = {
  name: "0009_search",
  async up(db) {
    const cases = Object.entries(LOCALE_CONFIGS)
      .map(([locale, config]) => `WHEN '${locale}' THEN '${config}'`)
      .join(" ");
    // PL/pgSQL rather than SQL: a session caches its plans, where a SQL function that cannot be
    // inlined (this one reads tables) is planned again on every call — per row in a trigger.
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION quorum_search_config_for(locale text) RETURNS regconfig LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
          DECLARE
            found regconfig;
          BEGIN
            SELECT c.oid::regconfig INTO found FROM pg_catalog.pg_ts_config AS c
              WHERE c.cfgnamespace = 'pg_catalog'::regnamespace
                AND c.cfgname = (CASE lower(split_part(replace(COALESCE(locale, 'en'), '-', '_'), '_', 1)) ${cases} ELSE 'simple' END);
            RETURN COALESCE(found, 'simple'::regconfig);
          END
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION quorum_search_config() RETURNS regconfig LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
          BEGIN
            RETURN quorum_search_config_for((SELECT "value" #>> '{}' FROM "config" WHERE "key" = 'garden.locale'));
          END
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION quorum_search_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT replace(replace(replace(replace(replace(replace(
            regexp_replace(COALESCE(html, ''), '<[^>]*>', ' ', 'g'),
            '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION quorum_search_vector(title text, html text, config regconfig) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT setweight(to_tsvector(config, COALESCE(title, '')), 'A') || setweight(to_tsvector(config, quorum_search_text(html)), 'B')
        $$`,
      )
      .execute(db);
  },
};
