import { articleUrl, knowledgeBaseUrl, type Article, type KnowledgeBase, type KnowledgeCategory } from "../../shared/Knowledge";
import type { KnowledgeDb } from "../db/KnowledgeTables";
import { articleHeadings } from "./cookArticleBody";
import { visibleArticles } from "./knowledgeAccess";
import type { ViewerLike } from "./ViewerLike";

const iso = (date: Date | string): string => new Date(date).toISOString();

export interface KnowledgeBaseRow {
  knowledgeBaseID: number;
  name: string;
  urlCode: string;
  description: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  viewType: KnowledgeBase["viewType"];
  sortArticles: KnowledgeBase["sortArticles"];
  isHidden: boolean;
  dateInserted: Date;
  dateUpdated: Date | null;
}

/** Knowledge bases with the number of articles the viewer may read in each (one query per list). */
export async function serializeKnowledgeBases(db: KnowledgeDb, rows: readonly KnowledgeBaseRow[], viewer: ViewerLike): Promise<KnowledgeBase[]> {
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const found = await visibleArticles(db, viewer.permissions)
      .select(["knowledgeCategories.knowledgeBaseID", (eb) => eb.fn.countAll<string>().as("count")])
      .where(
        "knowledgeCategories.knowledgeBaseID",
        "in",
        rows.map((row) => row.knowledgeBaseID),
      )
      .where("articles.status", "=", "published")
      .groupBy("knowledgeCategories.knowledgeBaseID")
      .execute();
    for (const row of found) counts.set(row.knowledgeBaseID, Number(row.count));
  }
  return rows.map((row) => ({
    knowledgeBaseID: row.knowledgeBaseID,
    name: row.name,
    urlCode: row.urlCode,
    description: row.description,
    iconUrl: row.iconUrl,
    bannerUrl: row.bannerUrl,
    viewType: row.viewType,
    sortArticles: row.sortArticles,
    isHidden: row.isHidden,
    countArticles: counts.get(row.knowledgeBaseID) ?? 0,
    dateInserted: iso(row.dateInserted),
    dateUpdated: row.dateUpdated ? iso(row.dateUpdated) : null,
    url: knowledgeBaseUrl(row.urlCode),
  }));
}

export function serializeKnowledgeCategory(row: {
  knowledgeCategoryID: number;
  knowledgeBaseID: number;
  parentID: number | null;
  name: string;
  sort: number;
  dateInserted: Date;
}): KnowledgeCategory {
  return { ...row, dateInserted: iso(row.dateInserted) };
}

export interface ArticleRow {
  articleID: number;
  knowledgeCategoryID: number;
  knowledgeBaseID: number;
  name: string;
  body: string;
  format: string;
  bodyHtml: string;
  excerpt: string;
  featured: boolean;
  status: Article["status"];
  sort: number;
  insertUserID: number | null;
  dateInserted: Date;
  updateUserID: number | null;
  dateUpdated: Date | null;
}

/** Articles with their 'Was this article helpful?' counts and the viewer's own answer (two queries per list). */
export async function serializeArticles(db: KnowledgeDb, rows: readonly ArticleRow[], viewer: ViewerLike): Promise<Article[]> {
  const ids = rows.map((row) => row.articleID);
  const counts = new Map<number, { helpful: number; notHelpful: number }>();
  const mine = new Map<number, boolean>();
  if (ids.length > 0) {
    const found = await db
      .selectFrom("articleReactions")
      .select(["articleID", "helpful", (eb) => eb.fn.countAll<string>().as("count")])
      .where("articleID", "in", ids)
      .groupBy(["articleID", "helpful"])
      .execute();
    for (const row of found) {
      const entry = counts.get(row.articleID) ?? { helpful: 0, notHelpful: 0 };
      entry[row.helpful ? "helpful" : "notHelpful"] = Number(row.count);
      counts.set(row.articleID, entry);
    }
    if (viewer.user.userID > 0) {
      const own = await db
        .selectFrom("articleReactions")
        .select(["articleID", "helpful"])
        .where("userID", "=", viewer.user.userID)
        .where("articleID", "in", ids)
        .execute();
      for (const row of own) mine.set(row.articleID, row.helpful);
    }
  }
  return rows.map((row) => ({
    articleID: row.articleID,
    knowledgeCategoryID: row.knowledgeCategoryID,
    knowledgeBaseID: row.knowledgeBaseID,
    name: row.name,
    body: row.bodyHtml,
    bodyRaw: row.body,
    format: row.format,
    excerpt: row.excerpt,
    featured: row.featured,
    status: row.status,
    sort: row.sort,
    insertUserID: row.insertUserID ?? 0,
    dateInserted: iso(row.dateInserted),
    updateUserID: row.updateUserID,
    dateUpdated: row.dateUpdated ? iso(row.dateUpdated) : null,
    url: articleUrl(row.articleID, row.name),
    outline: articleHeadings(row.bodyHtml),
    reactions: { ...(counts.get(row.articleID) ?? { helpful: 0, notHelpful: 0 }), mine: mine.get(row.articleID) ?? null },
  }));
}
