import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { HttpError, notFound, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { SITE_MANAGE_PERMISSION, type IdeaStatus } from "../../shared/IdeaAttributes";
import { ideationDb, type IdeationDb } from "../db/IdeationTables";
import { StatusPatchSchema, StatusPostSchema } from "./ideationSchemas";
import { requirePermission } from "./requirePermission";

const listStatuses = (db: IdeationDb): Promise<IdeaStatus[]> =>
  db.selectFrom("ideationStatuses").select(["statusID", "name", "state", "sort", "isDefault"]).orderBy("sort").orderBy("statusID").execute();

/**
 * The site's idea statuses: anyone lists them (`GET /ideation/statuses`); site managers
 * (`site.manage`) add, change and delete them. Exactly one is the default new ideas start with:
 * making one the default unmarks the other; the default cannot be deleted (422), nor a status
 * ideas still have (409: move them first). Names are unique (409).
 */
export function statusRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get("/ideation/statuses", async (request) => listStatuses(ideationDb(request.server.quorum.db)));

  typed.post("/ideation/statuses", { schema: { body: StatusPostSchema } }, async (request, reply) => {
    requirePermission(request.viewer, SITE_MANAGE_PERMISSION);
    const { name, state, sort = 0, isDefault = false } = request.body;
    const created = await ideationDb(request.server.quorum.db)
      .transaction()
      .execute(async (trx) => {
        await assertNameFree(trx, name.trim(), null);
        if (isDefault) await trx.updateTable("ideationStatuses").set({ isDefault: false }).where("isDefault", "=", true).execute();
        return trx
          .insertInto("ideationStatuses")
          .values({ name: name.trim(), state, sort, isDefault })
          .returning(["statusID", "name", "state", "sort", "isDefault"])
          .executeTakeFirstOrThrow();
      });
    return reply.code(201).send(created);
  });

  typed.patch("/ideation/statuses/:id", { schema: { params: RecordIDParamsSchema, body: StatusPatchSchema } }, async (request) => {
    requirePermission(request.viewer, SITE_MANAGE_PERMISSION);
    // The schema check drops unknown fields after counting them: a body of only those is empty here.
    if (Object.keys(request.body).length === 0) throw validationError("body", "Give at least one field to change.", "minProperties");
    const { id } = request.params;
    const { name, state, sort, isDefault } = request.body;
    return ideationDb(request.server.quorum.db)
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom("ideationStatuses").select(["isDefault"]).where("statusID", "=", id).forUpdate().executeTakeFirst();
        if (!current) throw notFound("Status");
        if (isDefault === false && current.isDefault) throw validationError("isDefault", "Make another status the default instead.", "defaultRequired");
        if (name !== undefined) await assertNameFree(trx, name.trim(), id);
        if (isDefault === true) await trx.updateTable("ideationStatuses").set({ isDefault: false }).where("statusID", "<>", id).execute();
        return trx
          .updateTable("ideationStatuses")
          .set({
            ...(name !== undefined ? { name: name.trim() } : {}),
            ...(state !== undefined ? { state } : {}),
            ...(sort !== undefined ? { sort } : {}),
            ...(isDefault !== undefined ? { isDefault } : {}),
          })
          .where("statusID", "=", id)
          .returning(["statusID", "name", "state", "sort", "isDefault"])
          .executeTakeFirstOrThrow();
      });
  });

  typed.delete("/ideation/statuses/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    requirePermission(request.viewer, SITE_MANAGE_PERMISSION);
    const { id } = request.params;
    await ideationDb(request.server.quorum.db)
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom("ideationStatuses").select(["isDefault"]).where("statusID", "=", id).forUpdate().executeTakeFirst();
        if (!current) throw notFound("Status");
        if (current.isDefault) throw validationError("id", "The default status cannot be deleted.", "default");
        const used = await trx
          .selectFrom("discussions")
          .select("discussionID")
          .where("type", "=", "idea")
          .where("statusID", "=", id)
          .limit(1)
          .executeTakeFirst();
        if (used) throw new HttpError(409, "Ideas still have this status: give them another one first.");
        await trx.deleteFrom("ideationStatuses").where("statusID", "=", id).execute();
      });
    return reply.code(204).send();
  });
}

async function assertNameFree(db: IdeationDb, name: string, exceptID: number | null): Promise<void> {
  if (name === "") throw validationError("name", "The name is required.", "missing");
  let query = db
    .selectFrom("ideationStatuses")
    .select("statusID")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
  if (exceptID !== null) query = query.where("statusID", "<>", exceptID);
  if (await query.executeTakeFirst())
    throw new HttpError(409, `A status named "${name}" exists already.`, {
      errors: { name: [{ message: "This name is taken.", code: "taken", field: "name" }] },
    });
}
