import type { ReactionRecordType } from "@quorum/api";
import { forbidden } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { adjustRecordScore } from "./adjustRecordScore";
import { deleteReaction } from "./deleteReaction";
import { loadReactionTarget } from "./loadReactionTarget";

/**
 * `DELETE /{discussions|comments}/{id}/reactions`: takes the viewer's own reaction back (its value
 * off the score). Having none is no error — the toggle's first step runs whether or not there is
 * one. Taking back needs no more than seeing the post: a member keeps control of their own
 * reaction after the thread closes.
 */
export async function removeOwnReaction(ctx: ServiceContext, recordType: ReactionRecordType, recordID: number): Promise<void> {
  const { viewer } = ctx;
  if (viewer.user.userID <= 0) throw forbidden();
  await ctx.db.transaction().execute(async (trx) => {
    const target = await loadReactionTarget(trx, viewer, recordType, recordID, { forUpdate: true });
    const removed = await deleteReaction(trx, target, viewer.user.userID);
    if (removed) await adjustRecordScore(trx, target, -removed.value);
  });
}
