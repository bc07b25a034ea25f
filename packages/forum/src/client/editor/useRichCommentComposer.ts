import { useState } from "react";
import type { RefObject } from "react";
import { useProvideCommentComposer } from "../thread/useProvideCommentComposer";
import { parseRichDocument } from "@quorum/editor";
import { quoteBlocks } from "./quoteBlocks";
import type { RichEditorHandle } from "@quorum/editor/client";

/** What the comment form keeps beside its body for the thread's Quote and Reply. */
export interface RichCommentComposer {
  /** The comment replied to, null when not a reply. */
  commentParentID: number | null;
  /** Back to a fresh comment (after posting). */
  reset(): void;
}

/** What the form decides around the composer's work. */
export interface RichCommentComposerOptions {
  /** Runs a Reply now or later (the comment form first asks to discard an unposted draft, spec §4). */
  confirmReply?(reply: () => void): void;
}

/**
 * Makes the rich editor the discussion's comment composer: Quote appends the post as a quote
 * (author linking to the post, then its text) with a paragraph after it to write in; Reply
 * mentions the author once and records the comment replied to. Both focus the editor, loading
 * it first if the comment box has not been used yet.
 */
export function useRichCommentComposer(
  discussionID: number,
  editor: RefObject<RichEditorHandle | null>,
  body: string,
  options: RichCommentComposerOptions = {},
): RichCommentComposer {
  const [commentParentID, setCommentParentID] = useState<number | null>(null);
  useProvideCommentComposer(discussionID, {
    insertQuote(post) {
      editor.current?.appendBlocks(quoteBlocks(post));
    },
    replyTo(comment) {
      const reply = () => {
        const author = comment.insertUser;
        if (author && !mentions(body, comment.insertUserID)) editor.current?.mention({ userID: comment.insertUserID, name: author.name });
        else editor.current?.focus();
        setCommentParentID(comment.commentID);
      };
      if (options.confirmReply) options.confirmReply(reply);
      else reply();
    },
  });
  return { commentParentID, reset: () => setCommentParentID(null) };
}

function mentions(body: string, userID: number): boolean {
  const visit = (node: unknown): boolean => {
    if (typeof node !== "object" || node === null) return false;
    const record = node as { type?: unknown; userID?: unknown; children?: unknown };
    if (record.type === "mention" && record.userID === userID) return true;
    return Array.isArray(record.children) && record.children.some(visit);
  };
  return parseRichDocument(body).some(visit);
}
