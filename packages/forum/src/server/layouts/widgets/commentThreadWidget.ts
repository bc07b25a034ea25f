import { COMMENT_SORTS, DEFAULT_PAGE_LIMIT, type CommentSort } from "@quorum/api";
import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { listComments } from "../../services/comments/listComments";
import { attachSignatures } from "../../services/users/attachSignatures";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { choiceParam, intParam } from "../lookupParams";
import { postDiscussion } from "./postDiscussion";

/**
 * `react.asset.postCommentThread` -> CommentThreadAsset: one page (30) of the thread in the
 * URL's sort (else the layout's `apiParams.sort`, else oldest first), with paging for the pager.
 * A page past the last answers the last (spec §4: the page is clamped to 1..page count). With
 * `signatures.enabled`, the comments' authors carry their signatures (one query for the page).
 * `discussion` is the thread's header data without the body (the original post carries that);
 * comments come without `bodyRaw`, which the thread does not show. In the date sorts the deleted
 * comments that later ones followed come as `tombstones` (spec §3), in the same statement.
 */
export const commentThreadWidget = forumWidgets.commentThread.hydrate<HydrateContext>(async (props, ctx) => {
  const discussion = await postDiscussion(ctx);
  const title = typeof props.title === "string" ? props.title : "Comments";
  const layoutSort = (props.apiParams as { sort?: unknown } | undefined)?.sort;
  const sort: CommentSort =
    choiceParam(ctx.lookup, "sort", COMMENT_SORTS) ??
    (typeof layoutSort === "string" && (COMMENT_SORTS as readonly string[]).includes(layoutSort) ? (layoutSort as CommentSort) : "dateInserted");
  if (!discussion) return { ...props, title, discussion: null, comments: [], paging: { page: 1, limit: DEFAULT_PAGE_LIMIT, total: 0 }, sort };
  const lastPage = Math.max(1, Math.ceil(discussion.countComments / DEFAULT_PAGE_LIMIT));
  const page = Math.min(intParam(ctx.lookup, "page") ?? 1, lastPage);
  const service = hydrateServiceContext(ctx);
  // The discussion was loaded (and checked) for this viewer already; the thread renders only
  // the comments' HTML, so their stored bodies stay in the database.
  const result = await listComments(
    service,
    { discussionID: discussion.discussionID, sort, page, limit: DEFAULT_PAGE_LIMIT, expand: ["insertUser"] },
    { thread: discussion, rawBodies: false, tombstones: true },
  );
  await attachSignatures(
    service,
    result.comments.map((comment) => comment.insertUser),
  );
  const { body: _body, bodyHtml: _html, bodyRaw: _raw, ...header } = discussion;
  return {
    ...props,
    title,
    discussion: header,
    comments: result.comments,
    paging: { page, limit: result.limit, total: result.total },
    sort,
    ...(result.tombstones && result.tombstones.length > 0 ? { tombstones: result.tombstones } : {}),
  };
});
