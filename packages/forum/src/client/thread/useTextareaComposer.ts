import type { Dispatch, RefObject, SetStateAction } from "react";
import { useEffect, useRef, useState } from "react";
import type { CommentComposer } from "./CommentComposer";
import { mentionText } from "./mentionText";
import { quoteMarkdown } from "./quoteMarkdown";
import { useProvideCommentComposer } from "./useProvideCommentComposer";

/** What a textarea comment box keeps beside its text for the thread's Quote and Reply. */
export interface TextareaComposer {
  /** "text" until a quote is inserted: a quote is markdown, so the comment is posted as markdown. */
  format: "text" | "markdown";
  /** The comment replied to (for the draft's `commentParentID`), null when not a reply. */
  commentParentID: number | null;
  /** Back to a fresh comment (after posting). */
  reset(): void;
}

/**
 * Makes a plain textarea the discussion's comment composer: Quote adds a markdown blockquote as
 * a paragraph of its own, Reply adds '@name ' and records the parent; both focus the box with the
 * caret at the end. The rich editor will replace this with its own `CommentComposer`.
 */
export function useTextareaComposer(
  discussionID: number,
  textarea: RefObject<HTMLTextAreaElement | null>,
  setBody: Dispatch<SetStateAction<string>>,
): TextareaComposer {
  const [format, setFormat] = useState<"text" | "markdown">("text");
  const [commentParentID, setCommentParentID] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const handledFocus = useRef(0);

  useEffect(() => {
    const box = textarea.current;
    if (focusRequest === handledFocus.current || !box) return;
    handledFocus.current = focusRequest;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusRequest, textarea]);

  const composer: CommentComposer = {
    insertQuote(post) {
      setBody((body) => `${withParagraphBreak(body)}${quoteMarkdown(post)}\n\n`);
      setFormat("markdown");
      setFocusRequest((n) => n + 1);
    },
    replyTo(comment) {
      const name = comment.insertUser?.name;
      if (name) setBody((body) => (body.includes(mentionText(name)) ? body : `${body}${body === "" || /\s$/.test(body) ? "" : " "}${mentionText(name)}`));
      setCommentParentID(comment.commentID);
      setFocusRequest((n) => n + 1);
    },
  };
  useProvideCommentComposer(discussionID, composer);

  return {
    format,
    commentParentID,
    reset() {
      setFormat("text");
      setCommentParentID(null);
    },
  };
}

/** The text so far, ending in a blank line so a new block starts a paragraph of its own (nothing when empty). */
function withParagraphBreak(body: string): string {
  if (body.trim() === "") return "";
  return body.endsWith("\n\n") ? body : `${body.replace(/\n?$/, "\n")}\n`;
}
