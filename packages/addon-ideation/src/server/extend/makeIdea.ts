import type { ForumHookContext, PostRecord } from "@quorum/forum/contract/server";
import { validationError } from "@quorum/server";
import { IDEA_TYPE } from "../../shared/IdeaAttributes";
import { ideationDb } from "../db/IdeationTables";
import { defaultStatusID } from "../statuses/defaultStatusID";

/**
 * `discussion.afterCreate`, inside the post's transaction: a discussion posted in an idea category
 * becomes an idea, and every idea starts with the default status. An idea posted anywhere else is
 * refused (422 on `type`), which rolls the post back.
 */
export async function makeIdea(post: PostRecord, ctx: ForumHookContext): Promise<void> {
  if (post.type !== "discussion" && post.type !== IDEA_TYPE) return;
  const db = ideationDb(ctx.db);
  const ideaCategory = await db.selectFrom("ideationCategories").select("categoryID").where("categoryID", "=", post.categoryID).executeTakeFirst();
  if (!ideaCategory) {
    if (post.type === IDEA_TYPE) throw validationError("type", "Ideas can only be posted in an idea category.", "notIdeaCategory");
    return;
  }
  await db
    .updateTable("discussions")
    .set({ type: IDEA_TYPE, statusID: await defaultStatusID(db) })
    .where("discussionID", "=", post.discussionID)
    .execute();
}
