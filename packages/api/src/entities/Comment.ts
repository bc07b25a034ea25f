import type { ReactionSummary } from "./Reaction";
import type { UserFragment } from "./User";

/** A comment on a discussion (spec §3 "Comment"). */
export interface Comment {
  commentID: number;
  discussionID: number;
  parentRecordType: "discussion";
  parentRecordID: number;
  name?: string;
  /** Sanitized HTML of the body (server-rendered from `bodyRaw` in `format`). */
  body: string;
  /** The body as stored, in its format (for edit forms). */
  bodyRaw?: string;
  format?: string;
  url: string;
  insertUserID: number;
  insertUser?: UserFragment;
  updateUserID?: number | null;
  dateInserted: string;
  dateUpdated: string | null;
  score: number;
  reactions?: ReactionSummary[];
  reportMeta?: { countReports: number };
  attributes?: Record<string, unknown>;
}
