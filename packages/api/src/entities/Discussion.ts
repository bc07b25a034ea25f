import type { Breadcrumb } from "./Breadcrumb";
import type { ReactionSummary } from "./Reaction";
import type { Tag } from "./Tag";
import type { UserFragment } from "./User";

/** A discussion (spec §3 "Discussion"). */
export interface Discussion {
  discussionID: number;
  type: string;
  name: string;
  /** Sanitized HTML of the body (server-rendered from `bodyRaw` in `format`). */
  body?: string;
  /** The body as stored, in its format (for edit forms). */
  bodyRaw?: string;
  format?: string;
  /** A plain-text excerpt of the body, on list items. */
  excerpt?: string;
  url: string;
  canonicalUrl?: string;
  categoryID: number;
  category?: { categoryID: number; name: string; url: string };
  insertUserID: number;
  insertUser?: UserFragment;
  lastUserID?: number | null;
  lastUser?: UserFragment | null;
  updateUserID?: number | null;
  dateInserted: string;
  dateUpdated: string | null;
  dateLastComment: string | null;
  pinned: boolean;
  pinLocation?: "category" | "recent" | null;
  closed: boolean;
  sink: boolean;
  resolved?: boolean;
  muted?: boolean;
  dismissed?: boolean;
  bookmarked?: boolean;
  statusID?: number;
  countViews: number;
  countComments: number;
  countUnread?: number;
  unread?: boolean;
  score: number;
  hot?: number;
  reactions?: ReactionSummary[];
  tags?: Tag[];
  breadcrumbs?: Breadcrumb[];
  attributes?: Record<string, unknown>;
  /** Per-record overrides the client applies before the user's own permissions (spec §6). */
  permissions?: Record<string, boolean>;
}
