import type { ForumHookContext, PostRecord } from "@quorum/forum/contract/server";
import { validationError } from "@quorum/server";
import { pollsDb } from "../db/PollsTables";

/**
 * `discussion.afterCreate`: a poll discussion is posted with its poll (`POST /polls` with
 * `discussion`, or a scheduled poll draft through `pollDraftFields`, whose poll is written before
 * this hook runs). Posted any other way — `POST /discussions` with `type: "poll"` — it would be a
 * poll with no question: refused (422 on `type`), and the transaction posts nothing.
 */
export async function requirePollWithPost(post: PostRecord, { db }: ForumHookContext): Promise<void> {
  if (post.type !== "poll") return;
  const poll = await pollsDb(db).selectFrom("polls").select("pollID").where("discussionID", "=", post.discussionID).executeTakeFirst();
  if (!poll) throw validationError("type", "A poll is posted with its question and options (POST /polls).", "invalid");
}
