import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, notFound } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { ArticleReactions, ArticleRevision } from "../../shared/Knowledge";
import { knowledgeDb } from "../db/KnowledgeTables";
import { cookArticleBody } from "../services/cookArticleBody";
import { loadArticle, requireArticleEditor } from "../services/knowledgeAccess";
import { serializeArticles } from "../services/serializeKnowledge";
import { ArticleReactSchema, IDParams } from "./knowledgeSchemas";

/**
 * An article's revisions (who saved which text, when) and restoring one, for editors; and
 * 'Was this article helpful?' for signed-in readers: one answer per member, which they may change.
 */
export function articleRevisionRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/articles/:id/revisions", { schema: { params: IDParams.one } }, async (request): Promise<ArticleRevision[]> => {
    const db = knowledgeDb(request.server.quorum.db);
    // Missing to those who may not read the article; forbidden to readers who may.
    const article = await loadArticle(db, request.viewer.permissions, request.params.id);
    requireArticleEditor(request);
    const rows = await db
      .selectFrom("articleRevisions")
      .leftJoin("users", "users.userID", "articleRevisions.insertUserID")
      .selectAll("articleRevisions")
      .select("users.name as insertUserName")
      .where("articleID", "=", article.articleID)
      .orderBy("articleRevisionID", "desc")
      .execute();
    return rows.map((row) => ({
      articleRevisionID: row.articleRevisionID,
      articleID: row.articleID,
      name: row.name,
      bodyRaw: row.body,
      format: row.format,
      insertUserID: row.insertUserID ?? 0,
      insertUserName: row.insertUserName ?? "",
      dateInserted: new Date(row.dateInserted).toISOString(),
    }));
  });

  typed.post("/articles/:id/revisions/:revisionID/restore", { schema: { params: IDParams.revision } }, async (request) => {
    const db = knowledgeDb(request.server.quorum.db);
    return db.transaction().execute(async (trx) => {
      const article = await loadArticle(trx, request.viewer.permissions, request.params.id);
      requireArticleEditor(request);
      const revision = await trx
        .selectFrom("articleRevisions")
        .selectAll()
        .where("articleRevisionID", "=", request.params.revisionID)
        .where("articleID", "=", article.articleID)
        .executeTakeFirst();
      if (!revision) throw notFound("Revision");
      const cooked = cookArticleBody(revision.body, revision.format);
      const now = new Date();
      const userID = request.viewer.user.userID;
      await trx
        .updateTable("articles")
        .set({ name: revision.name, body: revision.body, format: revision.format, ...cooked, updateUserID: userID, dateUpdated: now })
        .where("articleID", "=", article.articleID)
        .execute();
      // Restoring is itself a revision: the history says who brought the old text back, and when.
      await trx
        .insertInto("articleRevisions")
        .values({ articleID: article.articleID, name: revision.name, body: revision.body, format: revision.format, insertUserID: userID, dateInserted: now })
        .execute();
      const [serialized] = await serializeArticles(trx, [await loadArticle(trx, request.viewer.permissions, article.articleID)], request.viewer);
      return serialized;
    });
  });

  typed.put("/articles/:id/react", { schema: { params: IDParams.one, body: ArticleReactSchema } }, async (request): Promise<ArticleReactions> => {
    const db = knowledgeDb(request.server.quorum.db);
    const userID = request.viewer.user.userID;
    return db.transaction().execute(async (trx) => {
      const article = await loadArticle(trx, request.viewer.permissions, request.params.id);
      if (userID <= 0) throw forbidden("Permission Problem", "Sign in to say whether an article helped.");
      await trx
        .insertInto("articleReactions")
        .values({ articleID: article.articleID, userID, helpful: request.body.helpful, dateInserted: new Date() })
        .onConflict((oc) => oc.columns(["articleID", "userID"]).doUpdateSet({ helpful: request.body.helpful }))
        .execute();
      const [serialized] = await serializeArticles(trx, [article], request.viewer);
      return serialized?.reactions ?? { helpful: 0, notHelpful: 0, mine: request.body.helpful };
    });
  });
}
