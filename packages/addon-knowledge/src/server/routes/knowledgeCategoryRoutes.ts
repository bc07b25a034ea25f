import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { knowledgeDb, type KnowledgeDb } from "../db/KnowledgeTables";
import { loadKnowledgeBase, loadKnowledgeCategory, requireKnowledgeManager, visibleKnowledgeBases } from "../services/knowledgeAccess";
import type { ViewerLike } from "../services/ViewerLike";
import { serializeKnowledgeCategory } from "../services/serializeKnowledge";
import { IDParams, KnowledgeCategoryListQuery, KnowledgeCategoryPatchSchema, KnowledgeCategoryPostSchema } from "./knowledgeSchemas";

/** A parent must be in the same knowledge base and not the category itself or under it (no loops). */
async function checkParent(db: KnowledgeDb, knowledgeBaseID: number, parentID: number, self: number | null): Promise<void> {
  const rows = await db.selectFrom("knowledgeCategories").select(["knowledgeCategoryID", "parentID"]).where("knowledgeBaseID", "=", knowledgeBaseID).execute();
  const parents = new Map(rows.map((row) => [row.knowledgeCategoryID, row.parentID]));
  if (!parents.has(parentID)) throw validationError("parentID", "The parent must be a category of the same knowledge base.");
  for (let at: number | null = parentID; at !== null; at = parents.get(at) ?? null) {
    if (at === self) throw validationError("parentID", "A category cannot be moved under itself.");
  }
}

async function loadKnowledgeBaseForWrite(db: KnowledgeDb, viewer: ViewerLike, knowledgeBaseID: number) {
  try {
    return await loadKnowledgeBase(db, viewer.permissions, knowledgeBaseID);
  } catch {
    throw validationError("knowledgeBaseID", "There is no such knowledge base.");
  }
}

/**
 * Knowledge categories (Vanilla's `/api/v2/knowledge-categories`), nested by `parentID` and
 * ordered by `sort`: readers of the knowledge base list and read them; `kb.manage` writes them.
 */
export function knowledgeCategoryRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/knowledge-categories", { schema: { querystring: KnowledgeCategoryListQuery } }, async (request) => {
    const db = knowledgeDb(request.server.quorum.db);
    let query = db.selectFrom("knowledgeCategories").selectAll().where("knowledgeBaseID", "in", visibleKnowledgeBases(db, request.viewer.permissions));
    if (request.query.knowledgeBaseID !== undefined) query = query.where("knowledgeBaseID", "=", request.query.knowledgeBaseID);
    const rows = await query.orderBy("knowledgeBaseID").orderBy("sort").orderBy("name").orderBy("knowledgeCategoryID").execute();
    return rows.map(serializeKnowledgeCategory);
  });

  typed.get("/knowledge-categories/:id", { schema: { params: IDParams.one } }, async (request) => {
    const db = knowledgeDb(request.server.quorum.db);
    return serializeKnowledgeCategory(await loadKnowledgeCategory(db, request.viewer.permissions, request.params.id));
  });

  typed.post("/knowledge-categories", { schema: { body: KnowledgeCategoryPostSchema } }, async (request, reply) => {
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const { knowledgeBaseID, parentID = null, name, sort = 0 } = request.body;
    const row = await db.transaction().execute(async (trx) => {
      await loadKnowledgeBaseForWrite(trx, request.viewer, knowledgeBaseID);
      if (parentID !== null) await checkParent(trx, knowledgeBaseID, parentID, null);
      return trx
        .insertInto("knowledgeCategories")
        .values({ knowledgeBaseID, parentID, name: name.trim(), sort, dateInserted: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    reply.code(201);
    return serializeKnowledgeCategory(row);
  });

  typed.patch("/knowledge-categories/:id", { schema: { params: IDParams.one, body: KnowledgeCategoryPatchSchema } }, async (request) => {
    requireKnowledgeManager(request);
    // The schema check drops unknown fields after counting them: a body of only those is empty here.
    if (Object.keys(request.body).length === 0) throw validationError("body", "Give at least one field to change.", "minProperties");
    const db = knowledgeDb(request.server.quorum.db);
    const { name, ...rest } = request.body;
    const row = await db.transaction().execute(async (trx) => {
      const found = await loadKnowledgeCategory(trx, request.viewer.permissions, request.params.id);
      if (rest.parentID) await checkParent(trx, found.knowledgeBaseID, rest.parentID, found.knowledgeCategoryID);
      return trx
        .updateTable("knowledgeCategories")
        .set({ ...rest, ...(name !== undefined ? { name: name.trim() } : {}) })
        .where("knowledgeCategoryID", "=", found.knowledgeCategoryID)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return serializeKnowledgeCategory(row);
  });

  typed.delete("/knowledge-categories/:id", { schema: { params: IDParams.one } }, async (request, reply) => {
    requireKnowledgeManager(request);
    const db = knowledgeDb(request.server.quorum.db);
    const found = await loadKnowledgeCategory(db, request.viewer.permissions, request.params.id);
    // Its subcategories and their articles go with it (cascade).
    await db.deleteFrom("knowledgeCategories").where("knowledgeCategoryID", "=", found.knowledgeCategoryID).execute();
    reply.code(204);
  });
}
