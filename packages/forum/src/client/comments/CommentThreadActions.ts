import type { Comment } from "@quorum/api";
import { createContext } from "react";

/**
 * What a comment's own controls (edit, delete; loaded only for those who may use them) change in
 * the thread that shows it: which comment is being edited in place, the saved edits, and the
 * comments deleted optimistically (spec §4: shown gone at once, back if the server says no).
 */
export interface CommentThreadActions {
  startEditing(commentID: number): void;
  stopEditing(commentID: number): void;
  /** The server's answer to an edit: the thread shows it in place of what the page was given. */
  saved(comment: Comment): void;
  /** Marks a comment deleted (true) while its delete runs, or back (false) when it failed. */
  setDeleted(commentID: number, deleted: boolean): void;
}

/** Null outside a thread (a comment shown alone): its controls offer nothing then. */
export const CommentThreadActionsContext = createContext<CommentThreadActions | null>(null);
