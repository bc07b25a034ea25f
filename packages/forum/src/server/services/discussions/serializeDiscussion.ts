import { categoryPath, type Breadcrumb, type ReactionSummary, type Tag, type UserFragment } from "@quorum/api";
import { isoTimestamptz } from "@quorum/server";
import type { CategoryRow } from "../categories/CategoryIndex";
import type { ForumDiscussion } from "./ForumDiscussion";
import type { ReadStateJson } from "./discussionExpansions";
import { at, int, type DiscussionValues } from "./DiscussionValues";
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
  /** The HTML and raw body (what `DiscussionLayout.body` points at); absent: only the plain-text excerpt (lists). */
  body?: { raw: string; html: string };
}

/**
 * A discussion row as the API answers it; `integers` are its `discussionIntegers` (every
 * position of `int` is there — readIntegers checks the count — so the casts only drop `undefined`).
 */
export function serializeDiscussion(row: DiscussionValues, integers: number[], extras: DiscussionExtras): ForumDiscussion {
  const discussionID = integers[int.discussionID] as number;
  const countComments = integers[int.countComments] as number;
  const pinned = integers[int.pinned] === 1;
  const dateUpdated = row[at.dateUpdated];
  const url = discussionUrl(discussionID, row[at.name]);
  const out: ForumDiscussion = {
    discussionID,
    type: row[at.type],
    name: row[at.name],
    url,
    canonicalUrl: url,
    categoryID: integers[int.categoryID] as number,
    insertUserID: integers[int.insertUserID] as number,
    lastUserID: orNull(integers[int.lastCommentUserID]),
    updateUserID: orNull(integers[int.updateUserID]),
    dateInserted: isoTimestamptz(row[at.dateInserted]),
    dateUpdated: dateUpdated === null ? null : isoTimestamptz(dateUpdated),
    dateLastComment: isoTimestamptz(row[at.dateLastComment]),
    pinned,
    pinLocation: pinned ? row[at.pinLocation] : null,
    closed: integers[int.closed] === 1,
    sink: integers[int.sink] === 1,
    resolved: integers[int.resolved] === 1,
    statusID: integers[int.statusID] as number,
    countViews: integers[int.countViews] as number,
    countComments,
    score: integers[int.score] as number,
    hot: row[at.hot],
    attributes: row[at.attributes],
    format: row[at.format],
  };
  if (extras.body) {
    out.body = extras.body.html;
    out.bodyHtml = extras.body.html;
    out.bodyRaw = extras.body.raw;
  } else {
    out.excerpt = row[at.excerpt];
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
    out.countUnread = state ? Math.max(0, countComments - state.countCommentsRead) : countComments;
    out.unread = state === null || (state?.dateLastViewed ?? null) === null || out.countUnread > 0;
  } else {
    // No read state (a guest): nothing bookmarked, nothing marked new — as Vanilla answers guests.
    out.bookmarked = false;
    out.unread = false;
  }
  return out;
}

/** A nullable id of `discussionIntegers` (NaN for NULL). */
function orNull(value: number | undefined): number | null {
  return value === undefined || Number.isNaN(value) ? null : value;
}
