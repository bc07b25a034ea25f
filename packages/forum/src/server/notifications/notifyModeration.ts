import type { FastifyRequest } from "fastify";
import { moderationNotifications, type MODERATION_ACTIONS } from "./moderationNotifications";

/** A post acted on, as the moderation notification names it. */
export interface ModeratedPost {
  recordType: "discussion" | "comment";
  recordID: number;
  discussionID: number;
  authorID: number;
}

/**
 * Tells a post's author that someone else acted on it (spec §3 "moderator actions on your post"):
 * an author's own edits notify no one. Called after the change was committed.
 */
export async function notifyModeration(request: FastifyRequest, post: ModeratedPost, action: (typeof MODERATION_ACTIONS)[number]): Promise<void> {
  const moderatorID = request.viewer.user.userID;
  if (post.authorID === moderatorID || post.authorID <= 0) return;
  await request.server.quorum.notifications.emit(moderationNotifications, { ...post, moderatorID, action }, moderatorID);
}
