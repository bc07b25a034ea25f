import { escapeHtml, type SearchResult } from "@quorum/api";
import { likePattern, type SearchContext, type SearchDomain, type SearchQuery } from "@quorum/server";
import { articleUrl, knowledgeBaseUrl } from "../../shared/Knowledge";
import { knowledgeDb } from "../db/KnowledgeTables";
import { visibleKnowledgeBases } from "./knowledgeAccess";

/** The `GET /search` domain of the knowledge base (`domain=knowledge_base`; `/kb/search` searches it alone). */
const KNOWLEDGE_SEARCH_DOMAIN = "knowledge_base";

/** Published articles in the knowledge bases the viewer may view: deleted ones never, editors included. */
function searchable(ctx: SearchContext) {
  const db = knowledgeDb(ctx.db);
  return db
    .selectFrom("articles")
    .innerJoin("knowledgeCategories", "knowledgeCategories.knowledgeCategoryID", "articles.knowledgeCategoryID")
    .innerJoin("knowledgeBases", "knowledgeBases.knowledgeBaseID", "knowledgeCategories.knowledgeBaseID")
    .where("articles.status", "=", "published")
    .where("knowledgeBases.knowledgeBaseID", "in", visibleKnowledgeBases(db, ctx.viewer.permissions));
}

/**
 * Articles by their title and text (every word, or any with `queryOperator=or`), the title's
 * matches first. Permissions are applied in the statement, so hidden articles are neither
 * shown nor counted.
 */
export const articleSearchDomain: SearchDomain = {
  key: KNOWLEDGE_SEARCH_DOMAIN,
  recordTypes: ["article"],
  inAllContent: true,
  async visibility(ctx) {
    const db = knowledgeDb(ctx.db);
    const rows = await visibleKnowledgeBases(db, ctx.viewer.permissions).execute();
    return rows.length > 0 ? { kind: "in", field: "knowledgeBaseID", values: rows.map((row) => row.knowledgeBaseID) } : { kind: "none" };
  },
  async search(query: SearchQuery, ctx: SearchContext) {
    const words = [...query.words, ...(query.name ? [query.name] : [])];
    if (words.length === 0) return { results: [], total: 0 };
    let found = searchable(ctx).where((eb) => {
      const matches = query.words.map((word) =>
        eb.or([eb(eb.fn("lower", ["articles.name"]), "like", likePattern(word)), eb(eb.fn("lower", ["articles.bodyText"]), "like", likePattern(word))]),
      );
      const text = matches.length === 0 ? eb.lit(true) : query.queryOperator === "or" ? eb.or(matches) : eb.and(matches);
      return query.name ? eb.and([text, eb(eb.fn("lower", ["articles.name"]), "like", likePattern(query.name))]) : text;
    });
    const { from, to } = query.dateInserted ?? {};
    if (from) found = found.where("articles.dateInserted", from.inclusive ? ">=" : ">", from.date);
    if (to) found = found.where("articles.dateInserted", to.inclusive ? "<=" : "<", to.date);
    const { total } = await found.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    let rows = found.select([
      "articles.articleID",
      "articles.name",
      "articles.excerpt",
      "articles.knowledgeCategoryID",
      "articles.insertUserID",
      "articles.updateUserID",
      "articles.dateInserted",
      "articles.dateUpdated",
      "knowledgeBases.name as knowledgeBaseName",
      "knowledgeBases.urlCode",
      "knowledgeCategories.name as knowledgeCategoryName",
    ]);
    if (query.order === "newest") rows = rows.orderBy("articles.dateInserted", "desc");
    else if (query.order === "oldest") rows = rows.orderBy("articles.dateInserted");
    // Relevance: titles holding the first word before the rest, then the newest.
    else
      rows = rows
        .orderBy((eb) =>
          eb
            .case()
            .when(eb(eb.fn("lower", ["articles.name"]), "like", likePattern(words[0] ?? "")))
            .then(0)
            .else(1)
            .end(),
        )
        .orderBy("articles.dateInserted", "desc");
    const page = await rows.orderBy("articles.articleID", "desc").limit(query.limit).offset(query.offset).execute();
    const results = page.map((row): SearchResult => ({
      recordID: row.articleID,
      recordType: "article",
      type: "article",
      name: row.name,
      url: articleUrl(row.articleID, row.name),
      body: query.expandBody ? escapeHtml(row.excerpt) : null,
      excerpt: row.excerpt,
      score: words.some((word) => row.name.toLowerCase().includes(word)) ? 2 : 1,
      dateInserted: new Date(row.dateInserted).toISOString(),
      dateUpdated: row.dateUpdated ? new Date(row.dateUpdated).toISOString() : null,
      insertUserID: row.insertUserID ?? 0,
      updateUserID: row.updateUserID,
      breadcrumbs: [
        { name: "Help", url: "/kb" },
        { name: row.knowledgeBaseName, url: knowledgeBaseUrl(row.urlCode) },
        { name: row.knowledgeCategoryName, url: knowledgeBaseUrl(row.urlCode) },
      ],
      labelCodes: [],
      isForeign: false,
    }));
    return { results, total: Number(total) };
  },
};
