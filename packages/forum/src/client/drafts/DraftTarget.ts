import type { CommentDraftMeta, DiscussionDraftMeta, DraftRecordType } from "@quorum/api";

/** Which draft a form writes: a new comment of a discussion, a new discussion in a category, an edit… */
export interface DraftTarget {
  recordType: DraftRecordType;
  /** "discussion" for a comment, "category" (or null while none is chosen) for a discussion. */
  parentRecordType: "category" | "discussion" | null;
  parentRecordID: number | null;
  /** The post being edited; null or absent for a new one. */
  recordID?: number | null;
  /** A saved draft to resume (`/post/editdiscussion/{recordID}/{draftID}`). */
  draftID?: number | null;
}

/** What the form holds, given to the draft on every change. */
export interface DraftContent {
  body: string;
  /** The body's format (text, markdown, rich2). */
  format: string;
  /** A discussion's title. */
  name?: string;
  draftMeta?: DiscussionDraftMeta | CommentDraftMeta;
  /** A discussion's chosen category (defaults to the target's parent). */
  parentRecordID?: number | null;
}
