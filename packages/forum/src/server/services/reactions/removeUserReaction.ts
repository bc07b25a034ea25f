import type { ReactionRecordType } from "@quorum/api";
import { forbidden, HttpError } from "@quorum/server";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { recordAudit } from "../audit/recordAudit";
import type { ServiceContext } from "../ServiceContext";
import { adjustRecordScore } from "./adjustRecordScore";
import { deleteReaction } from "./deleteReaction";
import { loadReactionTarget } from "./loadReactionTarget";

/**
 * `DELETE /{discussions|comments}/{id}/reactions/{userID}` (community.moderate, the reactions
 * log's delete): removes that one member's reaction, its value off the score, with a line in
 * the audit log. 404 when they have none.
 */
export async function removeUserReaction(ctx: ServiceContext, recordType: ReactionRecordType, recordID: number, userID: number): Promise<void> {
  const { viewer } = ctx;
  if (!isCommunityModerator(viewer)) throw forbidden("Permission Problem", "You need the community.moderate permission.");
  await ctx.db.transaction().execute(async (trx) => {
    const target = await loadReactionTarget(trx, viewer, recordType, recordID, { forUpdate: true });
    const removed = await deleteReaction(trx, target, userID);
    if (!removed) throw new HttpError(404, "Reaction not found.");
    await adjustRecordScore(trx, target, -removed.value);
    await recordAudit(trx, viewer, {
      action: "reaction.delete",
      recordType,
      recordID,
      categoryID: target.category.categoryID,
      data: { userID, reactionType: removed.urlcode, tagID: removed.tagID },
    });
  });
}
