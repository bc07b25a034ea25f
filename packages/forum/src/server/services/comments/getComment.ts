import type { ServiceContext } from "../ServiceContext";
import { loadUserFragments } from "../users/loadUserFragments";
import type { ForumComment } from "./ForumComment";
import { loadViewableComment } from "./loadViewableComment";
import { serializeComment } from "./serializeComment";

/** One comment with its author. */
export async function getComment(ctx: ServiceContext, commentID: number): Promise<ForumComment> {
  const { comment, row } = await loadViewableComment(ctx.db, ctx.viewer, commentID);
  return serializeComment(comment, row.name, await loadUserFragments(ctx.db, [comment.insertUserID]));
}
