import { categoryPath, type Breadcrumb, type ReactionSummary, type Tag, type UserFragment } from "@quorum/api";
import type { CategoryRow } from "../categories/CategoryIndex";
import type { ListedDiscussionRow } from "./DiscussionRow";
import type { ForumDiscussion } from "./ForumDiscussion";
import type { ReadStateJson } from "./discussionExpansions";
import { isoDate } from "../isoDate";
import { discussionUrl } from "./discussionUrl";

/** What has been loaded beside a discussion; absent parts are simply not added. */
export interface DiscussionExtras {
  category?: CategoryRow;
  insertUser?: UserFragment;
  /** Null when nobody has commented. */
  lastUser?: UserFragment | null;
  tags?: readonly Tag[];
  breadcrumbs?: Breadcrumb[];
  /** Reaction counts by type with the viewer's own marked (spec §3). */
  reactions?: ReactionSummary[];
  /** The viewer's read state (null: never opened); absent for guests. */
  readState?: ReadStateJson | null;
  /** "full": body HTML and raw body; "excerpt": only the plain-text excerpt (lists). */
  body: "full" | "excerpt";
}

/** A discussion row as the API answers it. */
export function serializeDiscussion(row: ListedDiscussionRow, extras: DiscussionExtras): ForumDiscussion {
  const url = discussionUrl(row.discussionID, row.name);
  const out: ForumDiscussion = {
    discussionID: row.discussionID,
    type: row.type,
    name: row.name,
    url,
    canonicalUrl: url,
    categoryID: row.categoryID,
    insertUserID: row.insertUserID,
    lastUserID: row.lastCommentUserID,
    updateUserID: row.updateUserID,
    dateInserted: isoDate(row.dateInserted),
    dateUpdated: row.dateUpdated ? isoDate(row.dateUpdated) : null,
    dateLastComment: isoDate(row.dateLastComment),
    pinned: row.pinned,
    pinLocation: row.pinned ? row.pinLocation : null,
    closed: row.closed,
    sink: row.sink,
    resolved: row.resolved,
    statusID: row.statusID,
    countViews: row.countViews,
    countComments: row.countComments,
    score: row.score,
    hot: row.hot,
    attributes: row.attributes,
    format: row.format,
  };
  if (extras.body === "full") {
    out.body = row.bodyHtml ?? "";
    out.bodyHtml = row.bodyHtml ?? "";
    out.bodyRaw = row.body ?? "";
  } else {
    out.excerpt = row.excerpt;
  }
  if (extras.category) {
    out.category = { categoryID: extras.category.categoryID, name: extras.category.name, url: categoryPath(extras.category.urlcode) };
  }
  if (extras.insertUser) out.insertUser = extras.insertUser;
  if (extras.lastUser !== undefined) out.lastUser = extras.lastUser;
  if (extras.tags) out.tags = [...extras.tags];
  if (extras.breadcrumbs) out.breadcrumbs = extras.breadcrumbs;
  if (extras.reactions) out.reactions = extras.reactions;
  if (extras.readState !== undefined) {
    const state = extras.readState;
    out.bookmarked = state?.bookmarked ?? false;
    out.muted = state?.muted ?? false;
    out.dismissed = state?.dismissed ?? false;
    out.countUnread = state ? Math.max(0, row.countComments - state.countCommentsRead) : row.countComments;
    out.unread = state === null || (state?.dateLastViewed ?? null) === null || out.countUnread > 0;
  }
  return out;
}
