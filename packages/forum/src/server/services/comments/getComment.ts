import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import type { ServiceContext } from "../ServiceContext";
import { loadUserFragments } from "../users/loadUserFragments";
import { unknownUser } from "../users/userFragmentColumn";
import type { ForumComment } from "./ForumComment";
import { loadViewableComment } from "./loadViewableComment";
import { serializeComment } from "./serializeComment";
import { forumHooks } from "../../hooks/forumHooks";

/** One comment with its author. */
export async function getComment(ctx: ServiceContext, commentID: number): Promise<ForumComment> {
  const { comment, row } = await loadViewableComment(ctx.db, ctx.viewer, commentID);
  const users = await loadUserFragments(ctx.db, [comment.insertUserID]);
  const serialized = serializeComment(comment, row.name, users.get(comment.insertUserID) ?? unknownUser(comment.insertUserID), row.categoryID);
  const discussion = { discussionID: row.discussionID, categoryID: row.categoryID, insertUserID: row.insertUserID, type: row.type, statusID: row.statusID };
  await applyAddonSerializers(ctx, forumHooks.commentSerialize, [serialized], new Map([[row.discussionID, discussion]]));
  return serialized;
}
