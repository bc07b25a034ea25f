import type { Comment, WidgetNode } from "@quorum/api";
import { forumWidgets } from "@quorum/forum/contract/server";
import type { HydrateContext } from "@quorum/server";
import { answerOf } from "../../shared/answerOf";
import { answerThreadWidget as answerThread } from "../../shared/widgets";

/**
 * `react.asset.answerThread` -> AnswerThreadAsset: the forum's comment thread of the page, split
 * in two of the forum's own thread nodes: the page's accepted answers first (titled 'Accepted
 * Answers', no pager), then the rest with the thread's paging. With nothing accepted on the page
 * it is the plain thread. `accepted` and `thread` are null when there is nothing to show there.
 */
export const answerThreadWidget = answerThread.hydrate<HydrateContext>(async (props, ctx) => {
  // The forum's comment thread, composed by its contract's catalog id (never by importing the forum).
  const thread = await ctx.hydrate({ ...props, $hydrate: forumWidgets.commentThread.id });
  if (!thread) return { accepted: null, thread: null };
  const comments = Array.isArray(thread.$reactProps.comments) ? (thread.$reactProps.comments as Comment[]) : [];
  const accepted = comments.filter((comment) => answerOf(comment)?.status === "accepted");
  if (accepted.length === 0) return { accepted: null, thread };
  const rest = comments.filter((comment) => answerOf(comment)?.status !== "accepted");
  const paging = thread.$reactProps.paging as { page: number; limit: number; total: number };
  const acceptedNode: WidgetNode = {
    $reactComponent: thread.$reactComponent,
    $reactProps: {
      ...thread.$reactProps,
      title: "Accepted Answers",
      showSort: false,
      comments: accepted,
      paging: { page: 1, limit: paging.limit, total: accepted.length },
    },
  };
  // A one-page thread whose every comment is accepted has nothing left to list below.
  const onlyPage = paging.page <= 1 && paging.total <= paging.limit;
  const restNode: WidgetNode | null = rest.length === 0 && onlyPage ? null : { ...thread, $reactProps: { ...thread.$reactProps, comments: rest } };
  return { accepted: acceptedNode, thread: restNode };
});
