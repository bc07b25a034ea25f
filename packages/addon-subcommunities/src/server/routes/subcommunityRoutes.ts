import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { hasPermission } from "@quorum/api";
import { forbidden, notFound, validationError, type Viewer } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { FOLDER_PATTERN, RESERVED_FOLDERS } from "../../shared/RESERVED_FOLDERS";
import type { Subcommunity } from "../../shared/Subcommunity";
import { subcommunitiesDb, type SubcommunitiesDb } from "../db/SubcommunitiesTables";
import { findSubcommunity, loadSubcommunity, visibleSubcommunities } from "../services/subcommunityAccess";
import { SubcommunityIDParamsSchema, SubcommunityPatchSchema, SubcommunityPostSchema } from "./subcommunitySchemas";

const SITE_MANAGE = "site.manage";

function requireSiteManager(viewer: Viewer): void {
  if (!hasPermission(viewer.permissions, SITE_MANAGE)) throw forbidden();
}

/** A folder is an address: a lowercase slug no other section and no page of the site uses (422 naming `folder`). */
async function assertFolderFree(db: SubcommunitiesDb, folder: string, exceptID: number | null): Promise<void> {
  if (!FOLDER_PATTERN.test(folder)) {
    throw validationError(
      "folder",
      "Use 2 to 50 lowercase letters, digits and dashes, starting and ending with a letter or digit (not only digits).",
      "pattern",
    );
  }
  if (RESERVED_FOLDERS.has(folder)) throw validationError("folder", `"${folder}" is an address the site already uses.`, "reserved");
  let taken = db.selectFrom("subcommunities").select("subcommunityID").where("folder", "=", folder);
  if (exceptID !== null) taken = taken.where("subcommunityID", "<>", exceptID);
  if (await taken.executeTakeFirst()) throw validationError("folder", `Another subcommunity uses the folder "${folder}".`, "unique");
}

async function assertCategory(db: SubcommunitiesDb, categoryID: number): Promise<void> {
  const found = await db.selectFrom("categories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst();
  if (!found) throw validationError("categoryID", "No category has this id.", "notFound");
}

/**
 * The sections API (`/api/v2/subcommunities`, 404 while the add-on is disabled): anyone lists the
 * sections they may see (a section is as visible as its root category; one they may not see is
 * missing, 404); site managers (`site.manage`) create, edit and delete them.
 */
export function subcommunityRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const dbOf = (app: FastifyInstance): SubcommunitiesDb => subcommunitiesDb(app.quorum.db);

  typed.get("/subcommunities", async (request) => visibleSubcommunities(dbOf(request.server), request.viewer));

  typed.get("/subcommunities/:subcommunityID", { schema: { params: SubcommunityIDParamsSchema } }, async (request) => {
    const found = await findSubcommunity(dbOf(request.server), request.viewer, request.params.subcommunityID);
    if (!found) throw notFound("Subcommunity");
    return found;
  });

  typed.post("/subcommunities", { schema: { body: SubcommunityPostSchema } }, async (request, reply) => {
    requireSiteManager(request.viewer);
    const { name, folder, categoryID, locale = "en", description = "", sort = 0 } = request.body;
    const db = dbOf(request.server);
    const subcommunityID = await db.transaction().execute(async (trx) => {
      await assertFolderFree(trx, folder, null);
      await assertCategory(trx, categoryID);
      const created = await trx
        .insertInto("subcommunities")
        .values({ name: name.trim(), folder, locale, categoryID, description, sort })
        .returning("subcommunityID")
        .executeTakeFirstOrThrow();
      return created.subcommunityID;
    });
    reply.code(201);
    return (await loadSubcommunity(db, subcommunityID)) as Subcommunity;
  });

  typed.patch("/subcommunities/:subcommunityID", { schema: { params: SubcommunityIDParamsSchema, body: SubcommunityPatchSchema } }, async (request) => {
    requireSiteManager(request.viewer);
    const { subcommunityID } = request.params;
    const { name, folder, categoryID, locale, description, sort } = request.body;
    const db = dbOf(request.server);
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom("subcommunities")
        .select("subcommunityID")
        .where("subcommunityID", "=", subcommunityID)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound("Subcommunity");
      if (folder !== undefined) await assertFolderFree(trx, folder, subcommunityID);
      if (categoryID !== undefined) await assertCategory(trx, categoryID);
      const changes = {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(folder !== undefined ? { folder } : {}),
        ...(categoryID !== undefined ? { categoryID } : {}),
        ...(locale !== undefined ? { locale } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(sort !== undefined ? { sort } : {}),
      };
      if (Object.keys(changes).length > 0) await trx.updateTable("subcommunities").set(changes).where("subcommunityID", "=", subcommunityID).execute();
    });
    return (await loadSubcommunity(db, subcommunityID)) as Subcommunity;
  });

  typed.delete("/subcommunities/:subcommunityID", { schema: { params: SubcommunityIDParamsSchema } }, async (request, reply) => {
    requireSiteManager(request.viewer);
    const deleted = await dbOf(request.server)
      .deleteFrom("subcommunities")
      .where("subcommunityID", "=", request.params.subcommunityID)
      .returning("subcommunityID")
      .executeTakeFirst();
    if (!deleted) throw notFound("Subcommunity");
    reply.code(204);
  });
}
