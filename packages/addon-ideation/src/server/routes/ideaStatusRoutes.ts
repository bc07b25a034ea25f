import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { MODERATE_PERMISSION, type IdeaAttributes } from "../../shared/IdeaAttributes";
import { ideationDb } from "../db/IdeationTables";
import { loadIdeaFields } from "../extend/loadIdeaFields";
import { ideaStatusNotifications } from "../notifications/ideaStatusNotifications";
import { IdeaStatusPatchSchema } from "./ideationSchemas";
import { loadIdea } from "./loadIdea";
import { requirePermission } from "./requirePermission";

/**
 * `PATCH /discussions/{id}/idea-status` {statusID, note?}: a holder of `ideation.moderate` moves
 * an idea to a status, with a note shown on the idea (an empty or missing note removes the old
 * one). The status and the note change in one transaction; then the idea's voters are notified.
 * Answers the idea's `attributes.idea`.
 */
export function ideaStatusRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.patch("/discussions/:id/idea-status", { schema: { params: RecordIDParamsSchema, body: IdeaStatusPatchSchema } }, async (request) => {
    const { viewer } = request;
    const db = ideationDb(request.server.quorum.db);
    const { statusID } = request.body;
    const note = request.body.note?.trim() ?? "";
    const { idea, changed } = await db.transaction().execute(async (trx) => {
      // 404 first: a hidden idea is missing, whoever asks.
      const target = await loadIdea(trx, viewer, request.params.id, { forUpdate: true });
      requirePermission(viewer, MODERATE_PERMISSION);
      const status = await trx.selectFrom("ideationStatuses").select("statusID").where("statusID", "=", statusID).executeTakeFirst();
      if (!status) throw validationError("statusID", "There is no such status.", "notFound");
      await trx.updateTable("discussions").set({ statusID }).where("discussionID", "=", target.discussionID).execute();
      if (note === "") await trx.deleteFrom("ideationNotes").where("discussionID", "=", target.discussionID).execute();
      else {
        const values = { note, updateUserID: viewer.user.userID, dateUpdated: new Date() };
        await trx
          .insertInto("ideationNotes")
          .values({ discussionID: target.discussionID, ...values })
          .onConflict((oc) => oc.column("discussionID").doUpdateSet(values))
          .execute();
      }
      return { idea: { ...target, statusID }, changed: target.statusID !== statusID };
    });
    // After the commit, when the status changed: the voters hear of it.
    if (changed) {
      await request.server.quorum.notifications.emit(
        ideaStatusNotifications,
        { discussionID: idea.discussionID, updateUserID: viewer.user.userID },
        viewer.user.userID,
      );
    }
    const fields = await loadIdeaFields(db, [idea], viewer.user.userID);
    return fields.get(idea.discussionID) as IdeaAttributes;
  });
}
