import { useQueryClient } from "@quorum/core";
import { useMemo } from "react";
import type { CommentComposer } from "./CommentComposer";
import { commentComposersOf } from "./commentComposers";

/**
 * The comment editor of a discussion, for buttons outside it (Quote, Reply): the comment thread
 * and the editor are separate widgets of the layout, so they meet here rather than through a
 * React context one would have to be inside of.
 */
export function useCommentComposer(discussionID: number): CommentComposer {
  const registry = commentComposersOf(useQueryClient());
  return useMemo(
    () => ({
      insertQuote: (post) => registry.run(discussionID, (composer) => composer.insertQuote(post)),
      replyTo: (comment) => registry.run(discussionID, (composer) => composer.replyTo(comment)),
    }),
    [registry, discussionID],
  );
}
