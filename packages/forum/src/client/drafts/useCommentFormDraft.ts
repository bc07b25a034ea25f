import { useEffect, useRef } from "react";
import { isBlankDraftBody } from "./isBlankDraftBody";
import { useDraft } from "./useDraft";
import type { DraftHandle } from "./useDraft";

export interface CommentFormDraftOptions {
  discussionID: number;
  body: string;
  format: string;
  /** The comment replied to, null when not a reply. */
  commentParentID: number | null;
  /** Fills the comment box with a restored draft. */
  onRestore(body: string): void;
}

export interface CommentFormDraft extends DraftHandle {
  /** Spec §4: something is written that is not a reply, so replying to a comment would discard it. */
  isUnposted: boolean;
}

/**
 * The comment box's draft (spec §4): what was typed survives a reload (restored from this
 * browser or the server), is saved as the user types, and goes when the comment is posted. An
 * empty box is no draft.
 */
export function useCommentFormDraft({ discussionID, body, format, commentParentID, onRestore }: CommentFormDraftOptions): CommentFormDraft {
  const draft = useDraft({ recordType: "comment", parentRecordType: "discussion", parentRecordID: discussionID });
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const { update, restored } = draft;

  useEffect(() => {
    if (restored) restore.current(restored.attributes.body);
  }, [restored]);

  useEffect(() => {
    update({ body, format, draftMeta: commentParentID !== null ? { commentParentID } : {} });
  }, [update, body, format, commentParentID]);

  return { ...draft, isUnposted: commentParentID === null && !isBlankDraftBody(body, format) };
}
