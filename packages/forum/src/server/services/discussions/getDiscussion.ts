import type { ServiceContext } from "../ServiceContext";
import { expandDiscussions } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";
import { loadViewableDiscussion } from "./loadViewableDiscussion";

const EVERYTHING = new Set(["all"]);

/** One discussion with its rendered body, authors, tags, category, breadcrumbs and the viewer's read state. */
export async function getDiscussion(ctx: ServiceContext, discussionID: number): Promise<ForumDiscussion> {
  const { row, index } = await loadViewableDiscussion(ctx.db, ctx.viewer, discussionID);
  const [discussion] = await expandDiscussions(ctx.db, [row], { index, expand: EVERYTHING, viewerID: ctx.viewer.user.userID, body: "full" });
  if (!discussion) throw new Error("unreachable: one row in, one discussion out");
  return discussion;
}
