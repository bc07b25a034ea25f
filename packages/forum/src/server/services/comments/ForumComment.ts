import type { Comment } from "@quorum/api";

/** A comment as the forum answers it: `body` is sanitized HTML, `bodyRaw` the stored body in `format`. */
export interface ForumComment extends Comment {
  bodyRaw: string;
}
