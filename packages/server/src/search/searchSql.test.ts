import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/createTestApp";
import { markedExcerpt } from "./markedExcerpt";
import { searchTsQuery, searchTsQuerySql } from "./searchTsQuery";
import { searchWords } from "./searchWords";

// Core migration 0009's SQL: the locale's text search configuration, the words of stored HTML, the
// weighted vector; and the helpers that keep typed text out of query syntax and markup.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const config = async () => (await sql<{ cfg: string }>`SELECT quorum_search_config()::text AS cfg`.execute(t.db)).rows[0]?.cfg;
const setLocale = (locale: string) =>
  t.db
    .insertInto("config")
    .values({ key: "garden.locale", value: JSON.stringify(locale) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(locale) }))
    .execute();

describe("quorum_search_config()", () => {
  it("follows the site locale, 'simple' for a locale without a configuration", async () => {
    expect(await config()).toBe("english");
    for (const [locale, expected] of [
      ["fr", "french"],
      ["de_DE", "german"],
      ["pt-BR", "portuguese"],
      ["ja", "simple"],
      ["xx", "simple"],
      ["", "simple"],
    ] as const) {
      await setLocale(locale);
      expect(await config(), locale).toBe(expected);
    }
    await setLocale("en");
  });

  it("quorum_search_config_for(locale) answers the same for a locale the server holds", async () => {
    const { rows } = await sql<{
      fr: string;
      none: string;
    }>`SELECT quorum_search_config_for('fr_CA')::text AS fr, quorum_search_config_for(NULL)::text AS none`.execute(t.db);
    expect(rows[0]).toEqual({ fr: "french", none: "english" });
  });
});

describe("quorum_search_text / quorum_search_vector", () => {
  it("reads the words of sanitized HTML, weighting the title over the body", async () => {
    const { rows } = await sql<{ text: string; vector: string }>`
      SELECT quorum_search_text(${"<p>Fish &amp; chips<br />&lt;tag&gt; &quot;q&quot; it&#39;s</p>"}) AS text,
        quorum_search_vector(${"Running shoes"}, ${"<p>Shoes for <b>runners</b></p>"}, 'english')::text AS vector`.execute(t.db);
    expect(rows[0]?.text.replace(/\s+/g, " ").trim()).toBe(`Fish & chips <tag> "q" it's`);
    expect(rows[0]?.vector).toBe("'run':1A 'runner':5B 'shoe':2A,3B");
  });
});

describe("the query helpers", () => {
  it("searchWords keeps letters and digits of any script, lower-cased, once each", () => {
    expect(searchWords(`Crème brûlée's "fans" & :* | ! ( ) 42 CRÈME`)).toEqual(["crème", "brûlée", "s", "fans", "42"]);
    expect(searchWords("ロボット 犬")).toEqual(["ロボット", "犬"]);
    expect(searchWords("' & | ! :*")).toEqual([]);
  });

  it("searchTsQuery quotes each word, joins by the operator and, in wildcard mode, lets the last match as a prefix", () => {
    expect(searchTsQuery({ words: ["dark", "mo"], queryOperator: "and", matchMode: "wildcard" })).toBe("'dark' & 'mo':*");
    expect(searchTsQuery({ words: ["dark", "mode"], queryOperator: "or", matchMode: "wildcard" })).toBe("'dark' | 'mode':*");
    expect(searchTsQuery({ words: ["dark", "mode"], queryOperator: "and", matchMode: "fulltext" })).toBe("'dark' & 'mode'");
    expect(searchTsQuery({ words: [], queryOperator: "and", matchMode: "wildcard" })).toBeNull();
  });

  it("searchTsQuerySql writes the configuration and the words into the text, and only those", () => {
    const compiled = (searchTsQuerySql("english", { words: ["dark", "mo"], queryOperator: "and", matchMode: "wildcard" }) ?? sql``).compile(t.db);
    expect(compiled.sql).toBe("to_tsquery('english'::regconfig, '''dark'' & ''mo'':*')");
    expect(compiled.parameters).toEqual([]);
    expect(() => searchTsQuerySql("english'; drop", { words: ["a"], queryOperator: "and", matchMode: "wildcard" })).toThrow();
  });

  it("a typed query is never tsquery syntax in the database", async () => {
    const tsq = searchTsQuery({ words: searchWords(`a' | !b & (c:* "d`), queryOperator: "and", matchMode: "wildcard" }) ?? "";
    const { rows } = await sql<{ q: string }>`SELECT to_tsquery('simple', ${tsq})::text AS q`.execute(t.db);
    expect(rows[0]?.q).toBe("'a' & 'b' & 'c' & 'd':*");
  });

  it("markedExcerpt escapes the text and turns only the headline's marks into <mark>", () => {
    expect(markedExcerpt("a \u0001<b>\u0002 & \u0001x\u0002").body).toBe("a <mark>&lt;b&gt;</mark> &amp; <mark>x</mark>");
    expect(markedExcerpt("a \u0001<b>\u0002 & \u0001x\u0002").excerpt).toBe("a <b> & x");
    // An unpaired mark never leaves an open element.
    expect(markedExcerpt("cut \u0001off").body).toBe("cut off");
  });
});
