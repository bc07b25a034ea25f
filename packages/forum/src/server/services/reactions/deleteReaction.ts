import type { ForumDb } from "../../db/ForumTables";
import type { ReactionTarget } from "./loadReactionTarget";

/** The reaction a delete removed: its type and the score value it carried. */
export interface DeletedReaction {
  tagID: number;
  urlcode: string;
  value: number;
}

/** Removes one member's reaction to a post (there is at most one); undefined when they had none. */
export async function deleteReaction(db: ForumDb, target: ReactionTarget, userID: number): Promise<DeletedReaction | undefined> {
  return db
    .deleteFrom("reactions")
    .using("reactionTypes")
    .whereRef("reactionTypes.tagID", "=", "reactions.tagID")
    .where("reactions.recordType", "=", target.recordType)
    .where("reactions.recordID", "=", target.recordID)
    .where("reactions.userID", "=", userID)
    .returning(["reactionTypes.tagID", "reactionTypes.urlcode", "reactionTypes.value"])
    .executeTakeFirst();
}
