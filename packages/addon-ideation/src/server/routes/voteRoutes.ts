import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { HOT_RANK } from "@quorum/forum/contract/server";
import { forbidden, HttpError, validationError, type Viewer } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { IdeaAttributes, IdeaVote } from "../../shared/IdeaAttributes";
import { ideationDb, type IdeationDb } from "../db/IdeationTables";
import { loadIdeaFields } from "../extend/loadIdeaFields";
import { VotePutSchema } from "./ideationSchemas";
import { loadIdea } from "./loadIdea";

/**
 * `PUT /discussions/{id}/idea-vote` {vote: up | down} casts or changes the viewer's one vote;
 * `DELETE` takes it back. Each in one transaction with the idea's `score` (the forum's column, so
 * its -score and -hot sorts are the ideas' top and trending), moved by the difference. Both answer
 * the idea's `attributes.idea` afterwards.
 */
export function voteRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.put("/discussions/:id/idea-vote", { schema: { params: RecordIDParamsSchema, body: VotePutSchema } }, async (request) =>
    castVote(ideationDb(request.server.quorum.db), request.viewer, request.params.id, request.body.vote),
  );
  typed.delete("/discussions/:id/idea-vote", { schema: { params: RecordIDParamsSchema } }, async (request) =>
    castVote(ideationDb(request.server.quorum.db), request.viewer, request.params.id, null),
  );
}

async function castVote(db: IdeationDb, viewer: Viewer, discussionID: number, vote: IdeaVote | null): Promise<IdeaAttributes> {
  const userID = viewer.user.userID;
  if (userID <= 0) throw forbidden("Permission Problem", "Sign in to vote.");
  return db.transaction().execute(async (trx) => {
    const idea = await loadIdea(trx, viewer, discussionID, { forUpdate: true });
    const status = await trx.selectFrom("ideationStatuses").select("state").where("statusID", "=", idea.statusID).executeTakeFirst();
    if (status?.state === "closed") throw new HttpError(409, "Voting is closed on this idea.");
    if (vote === "down") {
      const category = await trx.selectFrom("ideationCategories").select("allowDownVotes").where("categoryID", "=", idea.categoryID).executeTakeFirst();
      if (!category?.allowDownVotes) throw validationError("vote", "This idea's category does not take down-votes.", "downVotesOff");
    }
    const previous = await trx
      .deleteFrom("ideationVotes")
      .where("discussionID", "=", discussionID)
      .where("userID", "=", userID)
      .returning("value")
      .executeTakeFirst();
    const value = vote === null ? 0 : vote === "up" ? 1 : -1;
    if (value !== 0) await trx.insertInto("ideationVotes").values({ discussionID, userID, value }).execute();
    const delta = value - (previous?.value ?? 0);
    if (delta !== 0) {
      await trx
        .updateTable("discussions")
        .set({ score: sql<number>`"score" + ${delta}` })
        .where("discussionID", "=", discussionID)
        .execute();
      // The trending rank is built on the score; a separate statement, as an UPDATE sees the old row.
      await trx.updateTable("discussions").set({ hot: HOT_RANK }).where("discussionID", "=", discussionID).execute();
    }
    const fields = await loadIdeaFields(trx, [idea], userID);
    return fields.get(discussionID) as IdeaAttributes;
  });
}
