import { hasPermission, type PermissionsPayload } from "@quorum/api";
import { forbidden, notFound } from "@quorum/server";
import type { FastifyRequest } from "fastify";
import type { KnowledgeDb } from "../db/KnowledgeTables";

export const VIEW_PERMISSION = "kb.view";
export const ARTICLES_ADD_PERMISSION = "articles.add";
export const MANAGE_PERMISSION = "kb.manage";

/** Writes articles (create, edit, move, reorder, feature, delete, restore) and sees what readers do not. */
const isArticleEditor = (permissions: PermissionsPayload): boolean => hasPermission(permissions, [ARTICLES_ADD_PERMISSION, MANAGE_PERMISSION]);

/** Throws 403 unless the viewer edits articles. */
export function requireArticleEditor(request: FastifyRequest): void {
  if (!isArticleEditor(request.viewer.permissions))
    throw forbidden("Permission Problem", `You need the ${ARTICLES_ADD_PERMISSION} or ${MANAGE_PERMISSION} permission.`);
}

/** Throws 403 unless the viewer manages knowledge bases and their categories. */
export function requireKnowledgeManager(request: FastifyRequest): void {
  if (!hasPermission(request.viewer.permissions, MANAGE_PERMISSION)) throw forbidden("Permission Problem", `You need the ${MANAGE_PERMISSION} permission.`);
}

/**
 * The knowledge bases the viewer may read: none without `kb.view`; hidden ones only to editors.
 * Applied inside every query (lists, counts, search), so nothing else can leak them.
 */
export function visibleKnowledgeBases(db: KnowledgeDb, permissions: PermissionsPayload) {
  let query = db.selectFrom("knowledgeBases").select("knowledgeBaseID");
  if (!hasPermission(permissions, VIEW_PERMISSION)) return query.where(({ lit }) => lit(false));
  if (!isArticleEditor(permissions)) query = query.where("isHidden", "=", false);
  return query;
}

/** The articles the viewer may read: published ones in the knowledge bases they see (editors see deleted ones too). */
export function visibleArticles(db: KnowledgeDb, permissions: PermissionsPayload) {
  let query = db
    .selectFrom("articles")
    .innerJoin("knowledgeCategories", "knowledgeCategories.knowledgeCategoryID", "articles.knowledgeCategoryID")
    .where("knowledgeCategories.knowledgeBaseID", "in", visibleKnowledgeBases(db, permissions));
  if (!isArticleEditor(permissions)) query = query.where("articles.status", "=", "published");
  return query;
}

/** A knowledge base by id or url code, or 404 (the same answer for one the viewer may not see). */
export async function loadKnowledgeBase(db: KnowledgeDb, permissions: PermissionsPayload, idOrCode: number | string) {
  const row = await db
    .selectFrom("knowledgeBases")
    .selectAll()
    .where(typeof idOrCode === "number" ? "knowledgeBaseID" : "urlCode", "=", idOrCode)
    .where("knowledgeBaseID", "in", visibleKnowledgeBases(db, permissions))
    .executeTakeFirst();
  if (!row) throw notFound("Knowledge Base");
  return row;
}

/** A knowledge category the viewer may see, or 404. */
export async function loadKnowledgeCategory(db: KnowledgeDb, permissions: PermissionsPayload, knowledgeCategoryID: number) {
  const row = await db
    .selectFrom("knowledgeCategories")
    .selectAll()
    .where("knowledgeCategoryID", "=", knowledgeCategoryID)
    .where("knowledgeBaseID", "in", visibleKnowledgeBases(db, permissions))
    .executeTakeFirst();
  if (!row) throw notFound("Knowledge Category");
  return row;
}

/** An article the viewer may read, with its knowledge base's id, or 404. */
export async function loadArticle(db: KnowledgeDb, permissions: PermissionsPayload, articleID: number) {
  const row = await visibleArticles(db, permissions)
    .selectAll("articles")
    .select("knowledgeCategories.knowledgeBaseID")
    .where("articles.articleID", "=", articleID)
    .executeTakeFirst();
  if (!row) throw notFound("Article");
  return row;
}
