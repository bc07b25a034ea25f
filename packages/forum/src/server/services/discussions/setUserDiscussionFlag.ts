import { forbidden } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { loadViewableDiscussion } from "./loadViewableDiscussion";
import type { UserDiscussionFlag } from "./userFlaggedIDs";

/**
 * Sets one of the viewer's own flags on a discussion they may see (`PUT /discussions/{id}/bookmark`,
 * `/mute`, `/dismiss`): one upsert of their `userDiscussion` row, which also holds their read
 * state. Guests have no such row: 403. Answers the flag's new value.
 */
export async function setUserDiscussionFlag(ctx: ServiceContext, discussionID: number, flag: UserDiscussionFlag, value: boolean): Promise<boolean> {
  const { viewer } = ctx;
  if (viewer.user.userID <= 0) throw forbidden();
  await loadViewableDiscussion(ctx.db, viewer, discussionID);
  const set = flag === "bookmarked" ? { bookmarked: value } : flag === "muted" ? { muted: value } : { dismissed: value };
  await ctx.db
    .insertInto("userDiscussion")
    .values({ userID: viewer.user.userID, discussionID, ...set })
    .onConflict((conflict) => conflict.columns(["userID", "discussionID"]).doUpdateSet(set))
    .execute();
  return value;
}
