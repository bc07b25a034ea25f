import { COMMENT_SORTS, DEFAULT_PAGE_LIMIT, discussionPath } from "@quorum/api";
import { notFound, type ViewResolver } from "@quorum/server";
import { htmlExcerpt } from "../../render/htmlExcerpt";
import { commentPage } from "../../services/comments/commentPage";
import { loadViewableComment } from "../../services/comments/loadViewableComment";
import { getDiscussion } from "../../services/discussions/getDiscussion";
import { recordDiscussionView } from "../../services/discussions/recordDiscussionView";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { choiceParam, intParam } from "../lookupParams";

/**
 * `post`: a discussion page, or the page of a discussion holding a permalinked comment (its page
 * worked out in the thread's sort). Viewing counts a view and marks the discussion read for members.
 */
export const resolvePost: ViewResolver = async (lookup, ctx) => {
  const service = hydrateServiceContext(ctx);
  const recordID = Number(lookup.recordID);
  if (!Number.isInteger(recordID) || recordID < 1) throw notFound(lookup.recordType === "comment" ? "Comment" : "Discussion");
  const params: Record<string, number | string> = {};
  let discussionID = recordID;
  if (lookup.recordType === "comment") {
    const { comment } = await loadViewableComment(service.db, ctx.viewer, recordID);
    const sort = choiceParam(lookup, "sort", COMMENT_SORTS) ?? "dateInserted";
    discussionID = comment.discussionID;
    params.page = (await commentPage(service.db, recordID, DEFAULT_PAGE_LIMIT, sort)) ?? 1;
    params.commentID = recordID;
  } else if (lookup.recordType !== "discussion") {
    throw notFound("Discussion");
  }
  params.discussionID = discussionID;
  const discussion = await getDiscussion(service, discussionID);
  await recordDiscussionView(ctx.db, ctx.viewer, discussion);
  const page = typeof params.page === "number" ? params.page : (intParam(lookup, "page") ?? 1);
  // A post type of an enabled add-on shows with that add-on's layout of the same name (Q&A's
  // "question") if it has one; anything else, a disabled add-on's type included, with the
  // discussion layout.
  const isAddonPostType = ctx.addons.postTypes().some((postType) => postType.type === discussion.type);
  return {
    layoutViewType: isAddonPostType ? discussion.type : "discussion",
    fallbackLayoutViewType: "discussion",
    record: { ...discussion },
    seo: { title: discussion.name, url: discussionPath(discussion.discussionID, discussion.name, page), description: htmlExcerpt(discussion.bodyHtml ?? "", 160) },
    params,
  };
};
