import type { Discussion } from "@quorum/api";
import type { ForumHookContext } from "@quorum/forum/contract/server";
import type { PollAttributes } from "../../shared/Poll";
import { pollsDb } from "../db/PollsTables";

/**
 * `discussion.serialize`: adds `attributes.poll` ({ pollID }) to poll discussions that have their
 * poll, so a client finds the poll of a discussion. One query per list, none without polls.
 */
export async function addPollFields(discussions: Discussion[], ctx: ForumHookContext): Promise<void> {
  const ids = discussions.filter((discussion) => discussion.type === "poll").map((discussion) => discussion.discussionID);
  if (ids.length === 0) return;
  const rows = await pollsDb(ctx.db).selectFrom("polls").select(["pollID", "discussionID"]).where("discussionID", "in", ids).execute();
  const byDiscussion = new Map(rows.map((row) => [row.discussionID, row.pollID]));
  for (const discussion of discussions) {
    const pollID = byDiscussion.get(discussion.discussionID);
    if (pollID === undefined) continue;
    const poll: PollAttributes = { pollID };
    discussion.attributes = { ...discussion.attributes, poll };
  }
}
