import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { knowledgeDb, type KnowledgeDb } from "../db/KnowledgeTables";
import { loadKnowledgeBase, requireKnowledgeManager, visibleKnowledgeBases } from "../services/knowledgeAccess";
import { serializeKnowledgeBases } from "../services/serializeKnowledge";
import { IDParams, KnowledgeBasePatchSchema, KnowledgeBasePostSchema } from "./knowledgeSchemas";

// Addresses of the knowledge base's own pages: a url code may not take them (/kb/search, /kb/articles/…).
const RESERVED_CODES = new Set(["search", "articles", "categories"]);

/** The knowledge base an `{id}` names: its number, or its url code. */
// Longer runs of digits are no id (past the column's range) and no url code (never all digits): missing.
const idOrCode = (id: string): number | string => (/^\d{1,9}$/.test(id) ? Number(id) : id);

async function checkUrlCode(db: KnowledgeDb, urlCode: string, except: number | null): Promise<void> {
  if (/^\d+$/.test(urlCode)) throw validationError("urlCode", "A url code needs a letter: numbers are knowledge base ids.", "pattern");
  if (RESERVED_CODES.has(urlCode)) throw validationError("urlCode", `"${urlCode}" is taken by a page of the knowledge base.`, "reserved");
  let query = db.selectFrom("knowledgeBases").select("knowledgeBaseID").where("urlCode", "=", urlCode);
  if (except !== null) query = query.where("knowledgeBaseID", "!=", except);
  if (await query.executeTakeFirst()) throw validationError("urlCode", "Another knowledge base has this url code.", "unique");
}

/**
 * Knowledge bases (Vanilla's `/api/v2/knowledge-bases`): everyone holding `kb.view` lists and
 * reads them (hidden ones are their editors'), `kb.manage` creates, edits and deletes them.
 */
export function knowledgeBaseRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/knowledge-bases", async (request) => {
    const db = knowledgeDb(request.server.quorum.db);
    const rows = await db
      .selectFrom("knowledgeBases")
      .selectAll()
      .where("knowledgeBaseID", "in", visibleKnowledgeBases(db, request.viewer.permissions))
      .orderBy("name")
      .orderBy("knowledgeBaseID")
      .execute();
    return serializeKnowledgeBases(db, rows, request.viewer);
  });

  typed.get("/knowledge-bases/:id", { schema: { params: IDParams.knowledgeBase } }, async (request) => {
    const db = knowledgeDb(request.server.quorum.db);
    const row = await loadKnowledgeBase(db, request.viewer.permissions, idOrCode(request.params.id));
    const [serialized] = await serializeKnowledgeBases(db, [row], request.viewer);
    return serialized;
  });

  typed.post("/knowledge-bases", { schema: { body: KnowledgeBasePostSchema } }, async (request, reply) => {
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const { name, description = "", iconUrl = null, bannerUrl = null, sortArticles = "manual", isHidden = false, ...rest } = request.body;
    const row = await db.transaction().execute(async (trx) => {
      await checkUrlCode(trx, rest.urlCode, null);
      return trx
        .insertInto("knowledgeBases")
        .values({
          ...rest,
          name: name.trim(),
          description,
          iconUrl,
          bannerUrl,
          sortArticles,
          isHidden,
          insertUserID: request.viewer.user.userID,
          dateInserted: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    reply.code(201);
    const [serialized] = await serializeKnowledgeBases(db, [row], request.viewer);
    return serialized;
  });

  typed.patch("/knowledge-bases/:id", { schema: { params: IDParams.knowledgeBase, body: KnowledgeBasePatchSchema } }, async (request) => {
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const found = await loadKnowledgeBase(db, request.viewer.permissions, idOrCode(request.params.id));
    const { name, ...rest } = request.body;
    const row = await db.transaction().execute(async (trx) => {
      if (rest.urlCode !== undefined) await checkUrlCode(trx, rest.urlCode, found.knowledgeBaseID);
      return trx
        .updateTable("knowledgeBases")
        .set({ ...rest, ...(name !== undefined ? { name: name.trim() } : {}), dateUpdated: new Date() })
        .where("knowledgeBaseID", "=", found.knowledgeBaseID)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const [serialized] = await serializeKnowledgeBases(db, [row], request.viewer);
    return serialized;
  });

  typed.delete("/knowledge-bases/:id", { schema: { params: IDParams.knowledgeBase } }, async (request, reply) => {
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const found = await loadKnowledgeBase(db, request.viewer.permissions, idOrCode(request.params.id));
    // Its categories, articles, revisions and answers go with it (cascade), in the one statement.
    await db.deleteFrom("knowledgeBases").where("knowledgeBaseID", "=", found.knowledgeBaseID).execute();
    reply.code(204);
  });
}
