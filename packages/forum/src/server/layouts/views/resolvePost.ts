import { COMMENT_SORTS, DEFAULT_PAGE_LIMIT, discussionPath } from "@quorum/api";
import { htmlExcerpt, notFound, type ViewResolver } from "@quorum/server";
import { redirectTarget } from "../../services/bulk/redirectTarget";
import { commentPage } from "../../services/comments/commentPage";
import { permalinkTarget } from "../../services/comments/permalinkTarget";
import { getDiscussion } from "../../services/discussions/getDiscussion";
import { recordDiscussionView } from "../../services/discussions/recordDiscussionView";
import { attachSignatures } from "../../services/users/attachSignatures";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { choiceParam, intParam } from "../lookupParams";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * `post`: a discussion page, or the page of a discussion holding a permalinked comment (its page
 * worked out in the thread's sort) or a deleted comment's tombstone. Viewing counts a view and marks the discussion read for members.
 */
export const resolvePost: ViewResolver = async (lookup, ctx) => {
  const service = hydrateServiceContext(ctx);
  const recordID = Number(lookup.recordID);
  if (!Number.isInteger(recordID) || recordID < 1) throw notFound(lookup.recordType === "comment" ? "Comment" : "Discussion");
  const params: Record<string, number | string> = {};
  let discussionID = recordID;
  if (lookup.recordType === "comment") {
    // A deleted comment's permalink shows its tombstone, on the page of the comment it stands before.
    const target = await permalinkTarget(service.db, ctx.viewer, recordID);
    const sort = choiceParam(lookup, "sort", COMMENT_SORTS) ?? "dateInserted";
    discussionID = target.discussionID;
    params.page = (await commentPage(service.db, target.pageCommentID, DEFAULT_PAGE_LIMIT, sort)) ?? 1;
    params.commentID = recordID;
  } else if (lookup.recordType !== "discussion") {
    throw notFound("Discussion");
  }
  params.discussionID = discussionID;
  const discussion = await getDiscussion(service, discussionID);
  // A moved or merged-away discussion's stub sends the visitor on (spec §4 "Load-triggered redirect").
  const redirectTo = redirectTarget(discussion);
  if (redirectTo) return { layoutViewType: "discussion", record: null, seo: { title: discussion.name, url: redirectTo }, redirectTo };
  await recordDiscussionView(ctx.db, ctx.viewer, discussion);
  // A page past the last is the last (spec §4), as the comment thread answers it.
  const lastPage = Math.max(1, Math.ceil(discussion.countComments / DEFAULT_PAGE_LIMIT));
  const page = Math.min(typeof params.page === "number" ? params.page : (intParam(lookup, "page") ?? 1), lastPage);
  // The original post's author signature (spec §9, when enabled); the thread adds its own authors'.
  await attachSignatures(service, [discussion.insertUser]);
  // A post type of an enabled add-on shows with that add-on's layout of the same name (Q&A's
  // "question") if it has one; anything else, a disabled add-on's type included, with the
  // discussion layout.
  const isAddonPostType = ctx.addons.hooks(forumHooks.postType).some((postType) => postType.type === discussion.type);
  return {
    layoutViewType: isAddonPostType ? discussion.type : "discussion",
    fallbackLayoutViewType: "discussion",
    record: { ...discussion },
    seo: {
      title: discussion.name,
      url: discussionPath(discussion.discussionID, discussion.name, page),
      description: htmlExcerpt(discussion.bodyHtml ?? "", 160),
    },
    params,
  };
};
