import type { ForumHookContext, PostRecord } from "@quorum/forum/contract/server";
import { forbidden } from "@quorum/server";
import { groupsDb } from "../db/GroupsTables";
import { MEMBERS_ONLY } from "./groupPostParent";

/**
 * A discussion posted into a group's category (`forumHooks.discussionAfterCreate`, inside its
 * transaction): only the group's leaders and members post there — anyone else's post is refused
 * (403) and rolled back — and the discussion is recorded as the group's.
 */
export async function groupDiscussionCreated(post: PostRecord, ctx: ForumHookContext): Promise<void> {
  const db = groupsDb(ctx.db);
  const group = await db.selectFrom("groups").select("groupID").where("categoryID", "=", post.categoryID).executeTakeFirst();
  if (!group) return;
  const member = await db
    .selectFrom("groupMembers")
    .select("userID")
    .where("groupID", "=", group.groupID)
    .where("userID", "=", post.insertUserID)
    .executeTakeFirst();
  if (!member) throw forbidden(MEMBERS_ONLY);
  await db.insertInto("groupDiscussions").values({ discussionID: post.discussionID, groupID: group.groupID }).execute();
}
