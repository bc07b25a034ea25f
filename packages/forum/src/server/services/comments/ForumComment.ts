import type { Comment } from "@quorum/api";

/**
 * A comment as the forum answers it: `body` is sanitized HTML, `bodyRaw` the stored body in
 * `format` (left out where a page only shows the HTML, as the thread of a server-rendered page).
 */
export interface ForumComment extends Comment {
  bodyRaw?: string;
}
