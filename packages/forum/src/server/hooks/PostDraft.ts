/** A discussion or comment about to be saved, as `forumHooks.beforeSave` sees it (the writer is the hook context's viewer). */
export interface PostDraft {
  recordType: "discussion" | "comment";
  /** The post being edited; null for a new one. */
  recordID: number | null;
  categoryID: number;
  /** The body as it will be shown (rendered and sanitized HTML). */
  bodyHtml: string;
}
