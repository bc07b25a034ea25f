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
    countDiscussions: Generated<number>;
    countComments: Generated<number>;
    countAllDiscussions: Generated<number>;
    countAllComments: Generated<number>;
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
    /** `body` rendered to sanitized HTML when written (render/cookBody). */
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
    body: string;
    format: string;
    /** `body` rendered to sanitized HTML when written (render/cookBody). */
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
  };
};

/** Tables visible to forum code: the framework's and the forum's. */
export type ForumDatabase = CoreTables & ForumTables;

/** A Kysely handle (or transaction) over the forum's tables. */
export type ForumDb = Kysely<ForumDatabase>;
