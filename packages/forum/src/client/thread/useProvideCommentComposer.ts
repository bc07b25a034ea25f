import { useQueryClient } from "@quorum/core";
import { useEffect, useRef } from "react";
import type { CommentComposer } from "./CommentComposer";
import { commentComposersOf } from "./commentComposers";

/**
 * Makes an editor the discussion's comment composer while it is mounted (the textarea form
 * today, the rich editor later). `composer` may be a new object each render: the latest is used.
 */
export function useProvideCommentComposer(discussionID: number, composer: CommentComposer): void {
  const registry = commentComposersOf(useQueryClient());
  const latest = useRef(composer);
  latest.current = composer;
  useEffect(
    () =>
      registry.register(discussionID, {
        insertQuote: (post) => latest.current.insertQuote(post),
        replyTo: (comment) => latest.current.replyTo(comment),
      }),
    [registry, discussionID],
  );
}
