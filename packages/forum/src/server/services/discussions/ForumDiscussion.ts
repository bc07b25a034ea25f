import type { Discussion } from "@quorum/api";

/**
 * A discussion as the forum answers it: the shared entity plus the raw stored body and a plain-text
 * excerpt. `body` is always sanitized HTML; `bodyRaw` is the body as stored in `format`.
 */
export interface ForumDiscussion extends Discussion {
  bodyRaw?: string;
  /** Same as `body`; the name the original-post widget reads (docs/page-flow.md §3). */
  bodyHtml?: string;
  /** Plain text (not HTML) of the first ~200 characters, for list items. */
  excerpt?: string;
}
