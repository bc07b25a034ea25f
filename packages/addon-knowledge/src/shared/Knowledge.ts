import type { ArticleHeading } from "./ArticleHeading";

/** How a knowledge base is laid out (issue 16 §2): a guide reads in order, a help center by topic. */
export type KnowledgeViewType = "guide" | "help";

/** The order of a knowledge base's articles: by hand (`sort`), by title, or by date. */
export type ArticleSort = "manual" | "name" | "dateInserted" | "dateInsertedDesc";

/** An article is published (readers see it) or deleted (editors only, until restored or removed). */
export type ArticleStatus = "published" | "deleted";

/** A knowledge base as `GET /api/v2/knowledge-bases/{id}` answers it. */
export interface KnowledgeBase {
  knowledgeBaseID: number;
  name: string;
  urlCode: string;
  description: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  viewType: KnowledgeViewType;
  sortArticles: ArticleSort;
  /** Hidden knowledge bases (being written) are their editors' alone. */
  isHidden: boolean;
  countArticles: number;
  dateInserted: string;
  dateUpdated: string | null;
  /** Its page, relative to the site. */
  url: string;
}

/** A knowledge category; `parentID` null sits at the top of its knowledge base. */
export interface KnowledgeCategory {
  knowledgeCategoryID: number;
  knowledgeBaseID: number;
  parentID: number | null;
  name: string;
  sort: number;
  dateInserted: string;
}

/** An article as `GET /api/v2/articles/{id}` answers it: `body` is sanitized HTML, `bodyRaw` the stored text in `format`. */
export interface Article {
  articleID: number;
  knowledgeCategoryID: number;
  knowledgeBaseID: number;
  name: string;
  body: string;
  bodyRaw: string;
  format: string;
  excerpt: string;
  featured: boolean;
  status: ArticleStatus;
  sort: number;
  insertUserID: number;
  dateInserted: string;
  updateUserID: number | null;
  dateUpdated: string | null;
  url: string;
  /** The body's second- and third-level headings, for the table of contents (Vanilla's `outline`). */
  outline: ArticleHeading[];
  reactions: ArticleReactions;
}

/** 'Was this article helpful?': the counts and the viewer's own answer (null: none yet). */
export interface ArticleReactions {
  helpful: number;
  notHelpful: number;
  mine: boolean | null;
}

/** One saved version of an article: who wrote it, when. */
export interface ArticleRevision {
  articleRevisionID: number;
  articleID: number;
  name: string;
  bodyRaw: string;
  format: string;
  insertUserID: number;
  insertUserName: string;
  dateInserted: string;
}

export const knowledgeBaseUrl = (urlCode: string): string => `/kb/${urlCode}`;

/** `/kb/articles/{id}-{slug}`: the id is what the page reads; the slug is for people. */
export function articleUrl(articleID: number, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `/kb/articles/${articleID}${slug ? `-${slug}` : ""}`;
}
