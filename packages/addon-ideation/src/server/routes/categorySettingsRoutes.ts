import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { notFound, type Viewer } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { SITE_MANAGE_PERMISSION, type IdeaCategorySettings } from "../../shared/IdeaAttributes";
import { ideationDb, type IdeationDb } from "../db/IdeationTables";
import { CategorySettingsPatchSchema } from "./ideationSchemas";
import { requirePermission } from "./requirePermission";

async function readSettings(db: IdeationDb, viewer: Viewer, categoryID: number): Promise<IdeaCategorySettings> {
  // A category the viewer may not see is answered as a missing one.
  if (!(await canViewCategory(db, viewer.permissions, categoryID))) throw notFound("Category");
  const row = await db.selectFrom("ideationCategories").select("allowDownVotes").where("categoryID", "=", categoryID).executeTakeFirst();
  return { categoryID, enabled: row !== undefined, allowDownVotes: row?.allowDownVotes ?? false };
}

/**
 * A category's idea settings: `GET /ideation/categories` lists the idea categories the viewer may
 * see; `GET /categories/{id}/ideation` reads one category's; site managers change them with
 * `PATCH /categories/{id}/ideation` {enabled?, allowDownVotes?}. Discussions posted in an idea
 * category afterwards are ideas; turning the setting off leaves existing ideas as they are.
 */
export function categorySettingsRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get("/ideation/categories", async (request) => {
    const db = ideationDb(request.server.quorum.db);
    const rows = await db.selectFrom("ideationCategories").select(["categoryID", "allowDownVotes"]).orderBy("categoryID").execute();
    const shown: IdeaCategorySettings[] = [];
    for (const row of rows) {
      if (await canViewCategory(db, request.viewer.permissions, row.categoryID))
        shown.push({ categoryID: row.categoryID, enabled: true, allowDownVotes: row.allowDownVotes });
    }
    return shown;
  });

  typed.get("/categories/:id/ideation", { schema: { params: RecordIDParamsSchema } }, async (request) =>
    readSettings(ideationDb(request.server.quorum.db), request.viewer, request.params.id),
  );

  typed.patch("/categories/:id/ideation", { schema: { params: RecordIDParamsSchema, body: CategorySettingsPatchSchema } }, async (request) => {
    requirePermission(request.viewer, SITE_MANAGE_PERMISSION);
    const { id } = request.params;
    return ideationDb(request.server.quorum.db)
      .transaction()
      .execute(async (trx) => {
        const current = await readSettings(trx, request.viewer, id);
        const enabled = request.body.enabled ?? current.enabled;
        const allowDownVotes = request.body.allowDownVotes ?? current.allowDownVotes;
        if (!enabled) {
          await trx.deleteFrom("ideationCategories").where("categoryID", "=", id).execute();
        } else {
          await trx
            .insertInto("ideationCategories")
            .values({ categoryID: id, allowDownVotes, dateUpdated: new Date() })
            .onConflict((oc) => oc.column("categoryID").doUpdateSet({ allowDownVotes, dateUpdated: new Date() }))
            .execute();
        }
        return { categoryID: id, enabled, allowDownVotes: enabled ? allowDownVotes : false };
      });
  });
}
