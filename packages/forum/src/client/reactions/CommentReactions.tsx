import type { Comment, Discussion } from "@quorum/api";
import { useState } from "react";
import type { ReactNode } from "react";
import type { ReactionState } from "./applyReactionToggle";
import { ReactionControls } from "./ReactionControls";

export interface CommentReactionsProps {
  comment: Comment;
  /** The thread's discussion; without it the counts show but nobody may react. */
  discussion?: Discussion | null | undefined;
}

/** A comment's votes and reactions, kept in this component's state (seeded from the comment). */
export function CommentReactions({ comment, discussion }: CommentReactionsProps): ReactNode {
  const [state, setState] = useState<ReactionState>(() => stateOf(comment));
  // A refetched thread brings a new comment object: start again from what the server says.
  const [seed, setSeed] = useState(comment);
  if (seed !== comment) {
    setSeed(comment);
    if (seed.reactions !== comment.reactions || seed.score !== comment.score) setState(stateOf(comment));
  }
  return <ReactionControls record={{ recordType: "comment", recordID: comment.commentID }} state={state} onChange={setState} discussion={discussion} />;
}

function stateOf(comment: Comment): ReactionState {
  return { reactions: comment.reactions ?? [], score: comment.score };
}
