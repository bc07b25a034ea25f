import type { PermissionsPayload } from "@quorum/api";
import type { Article, KnowledgeBase, KnowledgeCategory } from "../../shared/Knowledge";

export const helpCenter: KnowledgeBase = {
  knowledgeBaseID: 1,
  name: "Help Center",
  urlCode: "help",
  description: "Answers to common questions.",
  iconUrl: null,
  bannerUrl: null,
  viewType: "help",
  sortArticles: "manual",
  isHidden: false,
  countArticles: 3,
  dateInserted: "2026-01-01T10:00:00Z",
  dateUpdated: null,
  url: "/kb/help",
};

export const guide: KnowledgeBase = { ...helpCenter, knowledgeBaseID: 2, name: "Community Guide", urlCode: "guide", viewType: "guide", url: "/kb/guide" };

export const category = (knowledgeCategoryID: number, name: string, parentID: number | null = null, knowledgeBaseID = 1): KnowledgeCategory => ({
  knowledgeCategoryID,
  knowledgeBaseID,
  parentID,
  name,
  sort: knowledgeCategoryID,
  dateInserted: "2026-01-01T10:00:00Z",
});

export const article = (articleID: number, name: string, knowledgeCategoryID: number, extra: Partial<Article> = {}): Article => ({
  articleID,
  knowledgeCategoryID,
  knowledgeBaseID: 1,
  name,
  body: `<p>${name} body</p>`,
  bodyRaw: `${name} body`,
  format: "markdown",
  excerpt: `${name} excerpt`,
  featured: false,
  status: "published",
  sort: 0,
  insertUserID: 1,
  dateInserted: "2026-01-01T10:00:00Z",
  updateUserID: null,
  dateUpdated: null,
  url: `/kb/articles/${articleID}-x`,
  outline: [],
  reactions: { helpful: 0, notHelpful: 0, mine: null },
  ...extra,
});

/** A reader holding kb.view only. */
export const readerPermissions: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "kb.view": true } }] };
/** An article editor. */
export const editorPermissions: PermissionsPayload = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "kb.view": true, "articles.add": true } }],
};
