import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

/** The forum's own tables (migration 0001_forum). Column names match the API fields. */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
export type ForumTables = {
  categories: {
    categoryID: Generated<number>;
    parentCategoryID: number | null;
    name: string;
    description: string;
    urlcode: string;
    depth: number;
    sort: number;
    displayAs: "discussions" | "categories" | "flat" | "heading";
    /** The category whose permission rows apply; -1 means the global (role-wide) permissions. */
    permissionCategoryID: number;
    /**
     * Migration 0015_hiddenCategories: an add-on's category (a group's), never listed as a category;
     * its posts are seen only by viewers granted it (`grantCategories`).
     */
    hidden: Generated<boolean>;
    countDiscussions: Generated<number>;
    countComments: Generated<number>;
    countAllDiscussions: Generated<number>;
    countAllComments: Generated<number>;
    /** Migration 0012_categoryFollows: members following it, kept with each follow and unfollow. */
    countFollowers: Generated<number>;
    lastDiscussionID: number | null;
    lastCommentID: number | null;
    dateLastPost: NullableTimestamp;
    dateInserted: Timestamp;
  };
  discussions: {
    discussionID: Generated<number>;
    type: Generated<string>;
    name: string;
    body: string;
    format: string;
    /** `body` rendered to sanitized HTML when written (`cookBody` of @quorum/server). */
    bodyHtml: string;
    /** Plain-text excerpt of `bodyHtml`, for list items. */
    excerpt: string;
    categoryID: number;
    insertUserID: number;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
    dateLastComment: Timestamp;
    lastCommentUserID: number | null;
    lastCommentID: number | null;
    countComments: Generated<number>;
    countViews: Generated<number>;
    score: Generated<number>;
    hot: Generated<number>;
    pinned: Generated<boolean>;
    pinLocation: "category" | "recent" | null;
    closed: Generated<boolean>;
    sink: Generated<boolean>;
    resolved: Generated<boolean>;
    statusID: Generated<number>;
    attributes: Json;
  };
  comments: {
    commentID: Generated<number>;
    discussionID: number;
    /** Its discussion's category, kept by triggers (migration 0017) so search needs no join to check it. */
    categoryID: Generated<number>;
    body: string;
    format: string;
    /** `body` rendered to sanitized HTML when written (`cookBody` of @quorum/server). */
    bodyHtml: string;
    insertUserID: number;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
    score: Generated<number>;
    attributes: Json;
  };
  tags: {
    tagID: Generated<number>;
    name: string;
    urlcode: string;
    type: string;
    countDiscussions: Generated<number>;
    dateInserted: Timestamp;
  };
  discussionTags: { discussionID: number; tagID: number };
  userDiscussion: {
    userID: number;
    discussionID: number;
    dateLastViewed: NullableTimestamp;
    countCommentsRead: Generated<number>;
    bookmarked: Generated<boolean>;
    /** Migration 0003: left out of this member's lists. */
    muted: Generated<boolean>;
    /** Migration 0003: an announcement this member no longer sees pinned first. */
    dismissed: Generated<boolean>;
  };
  /** Migration 0012_categoryFollows: a member's follow of a category and its notification preferences. */
  userCategory: {
    userID: number;
    categoryID: number;
    followed: boolean;
    popupPosts: boolean;
    emailPosts: boolean;
    popupComments: boolean;
    emailComments: boolean;
    emailDigest: boolean;
    dateFollowed: NullableTimestamp;
    dateUpdated: Timestamp;
  };
  /** Migration 0002_auditLog: moderation actions, newest first by id. */
  auditLog: {
    auditLogID: Generated<string>;
    action: string;
    recordType: string;
    recordID: number;
    categoryID: number | null;
    insertUserID: number;
    dateInserted: Timestamp;
    data: Json;
    /** Migration 0009: the record's parent (a comment's discussion), for the log of a discussion's deleted comments. */
    parentRecordID: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** Migration 0009_commentTombstones: where deleted comments that others had followed stood. */
  commentTombstones: {
    commentID: number;
    discussionID: number;
    dateInserted: Timestamp;
    deleteUserID: number;
    dateDeleted: Timestamp;
  };
  /**
   * The forum's columns on the framework's `users` table: each member's post counts (migration
   * 0007_userPostCounts; sites made earlier have them from the core migration).
   */
  users: {
    countDiscussions: Generated<number>;
    countComments: Generated<number>;
  };
  /** Migration 0004_reactions: the kinds of reaction; `value` is what one adds to a post's score. */
  reactionTypes: {
    urlcode: string;
    tagID: number;
    name: string;
    description: string;
    class: "positive" | "negative" | "flag";
    value: number;
    active: boolean;
    sort: number;
  };
  /** Migration 0004_reactions: one reaction per member per post. */
  reactions: {
    recordType: "discussion" | "comment";
    recordID: number;
    userID: number;
    tagID: number;
    dateInserted: Timestamp;
  };
  /** Migration 0004_reactions. */
  collections: {
    collectionID: Generated<number>;
    name: string;
    insertUserID: number;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
  };
  /** Migration 0004_reactions: what each collection holds. */
  collectionRecords: {
    collectionID: number;
    recordType: string;
    recordID: number;
    sort: number | null;
    dateInserted: Timestamp;
  };
  /** Migration 0004_reactions: members' reports of posts to the moderators. */
  reports: {
    reportID: Generated<number>;
    recordType: "discussion" | "comment";
    recordID: number;
    discussionID: number;
    /** The category the post was in when reported. */
    placeRecordID: number;
    recordUserID: number;
    reason: string;
    reportReasonIDs: ColumnType<string[], string[] | undefined, string[]>;
    status: Generated<"new" | "escalated" | "dismissed">;
    insertUserID: number;
    dateInserted: Timestamp;
    /** Migration 0014_reportSnapshots: the post as it was reported (its discussion's name, its HTML, when written). */
    recordName: string;
    recordHtml: string;
    recordDateInserted: Timestamp;
  };
  /** Migration 0006_draftsMedia: unposted (or scheduled) discussions and comments, one author's each. */
  drafts: {
    draftID: Generated<number>;
    recordType: "discussion" | "comment";
    recordID: number | null;
    parentRecordType: "category" | "discussion" | null;
    parentRecordID: ColumnType<number | null, number | null | undefined, number | null>;
    draftStatus: Generated<"draft" | "scheduled" | "error">;
    dateScheduled: NullableTimestamp;
    attributes: Json;
    insertUserID: number;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
    /** A scheduler process is publishing it until then (so two processes never publish one draft twice). */
    publishClaimedUntil: NullableTimestamp;
  };
  /** Migration 0006_draftsMedia: uploaded files; the bytes live in the media storage under storageKey. */
  media: {
    mediaID: Generated<number>;
    storageKey: string;
    name: string;
    type: string;
    size: number;
    width: number | null;
    height: number | null;
    foreignType: string | null;
    foreignID: number | null;
    insertUserID: number;
    dateInserted: Timestamp;
  };
};

/** Tables visible to forum code: the framework's and the forum's. */
export type ForumDatabase = CoreTables & ForumTables;

/** A Kysely handle (or transaction) over the forum's tables. */
export type ForumDb = Kysely<ForumDatabase>;
