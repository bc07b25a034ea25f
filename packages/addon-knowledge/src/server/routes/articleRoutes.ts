import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { knowledgeDb, type KnowledgeDb } from "../db/KnowledgeTables";
import { cookArticleBody } from "../services/cookArticleBody";
import { loadArticle, loadKnowledgeCategory, requireArticleEditor, requireKnowledgeManager, visibleArticles } from "../services/knowledgeAccess";
import { serializeArticles } from "../services/serializeKnowledge";
import type { ViewerLike } from "../services/ViewerLike";
import { ArticleListQuery, ArticlePatchSchema, ArticlePostSchema, ArticleStatusSchema, IDParams } from "./knowledgeSchemas";

/** The category an editor writes into: one they may see, else 422 on the field (not 404: the article is what is asked). */
async function categoryForWrite(db: KnowledgeDb, viewer: ViewerLike, knowledgeCategoryID: number) {
  try {
    return await loadKnowledgeCategory(db, viewer.permissions, knowledgeCategoryID);
  } catch {
    throw validationError("knowledgeCategoryID", "There is no such knowledge category.");
  }
}

/** One article as the viewer may read it, serialized (after a write, read in the same transaction). */
async function readArticle(db: KnowledgeDb, viewer: ViewerLike, articleID: number) {
  const [serialized] = await serializeArticles(db, [await loadArticle(db, viewer.permissions, articleID)], viewer);
  return serialized;
}

/**
 * Articles (Vanilla's `/api/v2/articles`): readers see published articles of the knowledge bases
 * they may view; editors (`articles.add`, `kb.manage`) create, edit, move, reorder, feature,
 * delete and restore them. Every write of the text saves a revision, in the same transaction.
 */
export function articleRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/articles", { schema: { querystring: ArticleListQuery } }, async (request, reply) => {
    const db = knowledgeDb(request.server.quorum.db);
    const { knowledgeBaseID, knowledgeCategoryID, featured, status, page = 1, limit = 100 } = request.query;
    let query = visibleArticles(db, request.viewer.permissions);
    if (knowledgeBaseID !== undefined) query = query.where("knowledgeCategories.knowledgeBaseID", "=", knowledgeBaseID);
    if (knowledgeCategoryID !== undefined) query = query.where("articles.knowledgeCategoryID", "=", knowledgeCategoryID);
    if (featured !== undefined) query = query.where("articles.featured", "=", featured);
    // Readers' lists hold published articles only (visibleArticles); editors list either.
    query = query.where("articles.status", "=", status ?? "published");
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    // The knowledge base's own order when it names one; by hand (`sort`) otherwise.
    let sort = "manual";
    if (knowledgeBaseID !== undefined || knowledgeCategoryID !== undefined) {
      const base = await db
        .selectFrom("knowledgeBases")
        .select("sortArticles")
        .where("knowledgeBaseID", "=", (eb) =>
          knowledgeBaseID !== undefined
            ? eb.val(knowledgeBaseID)
            : eb
                .selectFrom("knowledgeCategories")
                .select("knowledgeBaseID")
                .where("knowledgeCategoryID", "=", knowledgeCategoryID ?? 0),
        )
        .executeTakeFirst();
      sort = base?.sortArticles ?? sort;
    }
    let ordered = query.selectAll("articles").select("knowledgeCategories.knowledgeBaseID");
    if (sort === "name") ordered = ordered.orderBy("articles.name");
    else if (sort === "dateInserted") ordered = ordered.orderBy("articles.dateInserted");
    else if (sort === "dateInsertedDesc") ordered = ordered.orderBy("articles.dateInserted", "desc");
    else ordered = ordered.orderBy("knowledgeCategories.sort").orderBy("articles.knowledgeCategoryID").orderBy("articles.sort");
    const rows = await ordered
      .orderBy("articles.articleID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return serializeArticles(db, rows, request.viewer);
  });

  typed.get("/articles/:id", { schema: { params: IDParams.one } }, async (request) => {
    return readArticle(knowledgeDb(request.server.quorum.db), request.viewer, request.params.id);
  });

  typed.post("/articles", { schema: { body: ArticlePostSchema } }, async (request, reply) => {
    requireArticleEditor(request);
    const db = knowledgeDb(request.server.quorum.db);
    const { knowledgeCategoryID, name, body, format = "rich2", excerpt, featured = false, sort = 0 } = request.body;
    const userID = request.viewer.user.userID;
    const article = await db.transaction().execute(async (trx) => {
      await categoryForWrite(trx, request.viewer, knowledgeCategoryID);
      const cooked = cookArticleBody(body, format);
      const now = new Date();
      const row = await trx
        .insertInto("articles")
        .values({
          knowledgeCategoryID,
          name: name.trim(),
          body,
          format,
          bodyHtml: cooked.bodyHtml,
          bodyText: cooked.bodyText,
          excerpt: excerpt?.trim() || cooked.excerpt,
          featured,
          status: "published",
          sort,
          insertUserID: userID,
          dateInserted: now,
        })
        .returning("articleID")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("articleRevisions")
        .values({ articleID: row.articleID, name: name.trim(), body, format, insertUserID: userID, dateInserted: now })
        .execute();
      return readArticle(trx, request.viewer, row.articleID);
    });
    reply.code(201);
    return article;
  });

  typed.patch("/articles/:id", { schema: { params: IDParams.one, body: ArticlePatchSchema } }, async (request) => {
    requireArticleEditor(request);
    const db = knowledgeDb(request.server.quorum.db);
    const userID = request.viewer.user.userID;
    return db.transaction().execute(async (trx) => {
      const found = await loadArticle(trx, request.viewer.permissions, request.params.id);
      const { knowledgeCategoryID, name, body, format, excerpt, featured, sort } = request.body;
      if (knowledgeCategoryID !== undefined) await categoryForWrite(trx, request.viewer, knowledgeCategoryID);
      const next = { name: name?.trim() ?? found.name, body: body ?? found.body, format: format ?? found.format };
      const textChanged = next.name !== found.name || next.body !== found.body || next.format !== found.format;
      const cooked = cookArticleBody(next.body, next.format);
      const now = new Date();
      await trx
        .updateTable("articles")
        .set({
          ...next,
          bodyHtml: cooked.bodyHtml,
          bodyText: cooked.bodyText,
          // An excerpt written by hand stays until replaced; an empty one follows the body.
          ...(excerpt !== undefined
            ? { excerpt: excerpt.trim() || cooked.excerpt }
            : body !== undefined || format !== undefined
              ? { excerpt: cooked.excerpt }
              : {}),
          ...(knowledgeCategoryID !== undefined ? { knowledgeCategoryID } : {}),
          ...(featured !== undefined ? { featured } : {}),
          ...(sort !== undefined ? { sort } : {}),
          updateUserID: userID,
          dateUpdated: now,
        })
        .where("articleID", "=", found.articleID)
        .execute();
      if (textChanged)
        await trx
          .insertInto("articleRevisions")
          .values({ articleID: found.articleID, ...next, insertUserID: userID, dateInserted: now })
          .execute();
      return readArticle(trx, request.viewer, found.articleID);
    });
  });

  typed.patch("/articles/:id/status", { schema: { params: IDParams.one, body: ArticleStatusSchema } }, async (request) => {
    requireArticleEditor(request);
    const db = knowledgeDb(request.server.quorum.db);
    return db.transaction().execute(async (trx) => {
      const found = await loadArticle(trx, request.viewer.permissions, request.params.id);
      await trx
        .updateTable("articles")
        .set({ status: request.body.status, updateUserID: request.viewer.user.userID, dateUpdated: new Date() })
        .where("articleID", "=", found.articleID)
        .execute();
      return readArticle(trx, request.viewer, found.articleID);
    });
  });

  typed.delete("/articles/:id", { schema: { params: IDParams.one } }, async (request, reply) => {
    // Removing for good is the managers'; editors delete by status, which can be undone.
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const found = await loadArticle(db, request.viewer.permissions, request.params.id);
    await db.deleteFrom("articles").where("articleID", "=", found.articleID).execute();
    reply.code(204);
  });
}
