import type { ReactionRecordType, ReactionSummary } from "@quorum/api";
import { forbidden } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { adjustRecordScore } from "./adjustRecordScore";
import { assertCanReact } from "./assertCanReact";
import { deleteReaction } from "./deleteReaction";
import { findReactionType } from "./findReactionType";
import { loadRecordReactions } from "./loadRecordReactions";
import { loadReactionTarget } from "./loadReactionTarget";

/**
 * `POST /{discussions|comments}/{id}/reactions`: the viewer's reaction to a post becomes
 * `urlcode`. A member holds one reaction per post, so one they held before is replaced (the spec's
 * client deletes it first; the server keeps the rule whatever a client does). The score moves by
 * the new value less the old, in the same transaction. Answers the post's counts afterwards.
 */
export async function reactToRecord(ctx: ServiceContext, recordType: ReactionRecordType, recordID: number, urlcode: string): Promise<ReactionSummary[]> {
  const { viewer } = ctx;
  const userID = viewer.user.userID;
  if (userID <= 0) throw forbidden();
  return ctx.db.transaction().execute(async (trx) => {
    const target = await loadReactionTarget(trx, viewer, recordType, recordID, { forUpdate: true });
    const type = await findReactionType(trx, urlcode);
    assertCanReact(viewer, type, target);
    const previous = await deleteReaction(trx, target, userID);
    await trx.insertInto("reactions").values({ recordType, recordID, userID, tagID: type.tagID }).execute();
    await adjustRecordScore(trx, target, type.value - (previous?.value ?? 0));
    return loadRecordReactions(trx, recordType, recordID, userID);
  });
}
