import type { HydrateContext } from "@quorum/server";
import { articleUrl } from "../../shared/Knowledge";
import { featuredArticlesWidget as definition } from "../../shared/widgets";
import { knowledgeDb } from "../db/KnowledgeTables";
import { visibleArticles } from "../services/knowledgeAccess";

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

/**
 * `react.kb.featuredArticles`: the featured articles of the knowledge bases the viewer may read
 * (published ones only, editors included: it is a reader's list), newest first, read inside the
 * same visibility query as the API's lists. Bad layout props fall back to the defaults.
 */
export const featuredArticlesWidget = definition.hydrate<HydrateContext>(async (props, ctx) => {
  const title = typeof props.title === "string" && props.title.trim() !== "" ? props.title : "Featured Articles";
  const limit = typeof props.limit === "number" && Number.isInteger(props.limit) ? Math.min(Math.max(props.limit, 1), MAX_LIMIT) : DEFAULT_LIMIT;
  const db = knowledgeDb(ctx.db);
  let query = visibleArticles(db, ctx.viewer.permissions)
    .innerJoin("knowledgeBases", "knowledgeBases.knowledgeBaseID", "knowledgeCategories.knowledgeBaseID")
    .select(["articles.articleID", "articles.name", "articles.excerpt", "knowledgeBases.name as knowledgeBaseName"])
    .where("articles.featured", "=", true)
    .where("articles.status", "=", "published");
  if (typeof props.knowledgeBaseID === "number") query = query.where("knowledgeCategories.knowledgeBaseID", "=", props.knowledgeBaseID);
  const rows = await query
    .orderBy((eb) => eb.fn.coalesce("articles.dateUpdated", "articles.dateInserted"), "desc")
    .orderBy("articles.articleID", "desc")
    .limit(limit)
    .execute();
  return { title, articles: rows.map((row) => ({ ...row, url: articleUrl(row.articleID, row.name) })) };
});
