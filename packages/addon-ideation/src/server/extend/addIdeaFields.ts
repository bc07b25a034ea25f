import type { Discussion } from "@quorum/api";
import type { ForumHookContext } from "@quorum/forum/contract/server";
import { IDEA_TYPE, type IdeaAttributes } from "../../shared/IdeaAttributes";
import { ideationDb } from "../db/IdeationTables";
import { loadIdeaFields } from "./loadIdeaFields";

/**
 * `discussion.serialize`: adds `attributes.idea` (status, note, votes, the viewer's vote) to ideas.
 * Batched: a handful of queries per list, none when the list holds no idea.
 */
export async function addIdeaFields(discussions: Discussion[], ctx: ForumHookContext): Promise<void> {
  const ideas = discussions.filter((discussion) => discussion.type === IDEA_TYPE);
  if (ideas.length === 0) return;
  const fields = await loadIdeaFields(
    ideationDb(ctx.db),
    ideas.map(({ discussionID, categoryID, statusID }) => ({ discussionID, categoryID, statusID: statusID ?? 0 })),
    ctx.viewer.user.userID,
  );
  for (const discussion of ideas) {
    const idea: IdeaAttributes | undefined = fields.get(discussion.discussionID);
    if (idea) discussion.attributes = { ...discussion.attributes, idea };
  }
}
