import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import type { AnswerStatus } from "../../shared/QnaAttributes";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * The add-on's own table (migration 0001_qna): one row per judged comment. A comment with no
 * row is a pending answer, so posting a comment writes nothing here.
 */
export type QnaOwnTables = {
  qnaAnswers: {
    commentID: number;
    discussionID: number;
    status: Exclude<AnswerStatus, "pending">;
    dateAccepted: NullableTimestamp;
    acceptUserID: number;
    dateUpdated: Timestamp;
  };
};

/**
 * The columns of the forum's tables this add-on reads and writes (its seed posts questions). Its
 * own minimal view, because an add-on never imports another (docs/architecture.md §1): the forum's
 * migration 0001_forum is the contract, and columns with defaults are left to them.
 */
export type ForumTablesSeen = {
  categories: {
    categoryID: Generated<number>;
    parentCategoryID: number | null;
    name: string;
    urlcode: string;
    displayAs: string;
    permissionCategoryID: number;
    sort: number;
    countDiscussions: Generated<number>;
    countComments: Generated<number>;
    countAllDiscussions: Generated<number>;
    countAllComments: Generated<number>;
    lastDiscussionID: number | null;
    lastCommentID: number | null;
    dateLastPost: NullableTimestamp;
  };
  discussions: {
    discussionID: Generated<number>;
    type: Generated<string>;
    name: string;
    body: string;
    format: string;
    bodyHtml: string;
    excerpt: string;
    categoryID: number;
    insertUserID: number;
    dateInserted: Timestamp;
    dateLastComment: Timestamp;
    lastCommentUserID: number | null;
    lastCommentID: number | null;
    countComments: Generated<number>;
    countViews: Generated<number>;
    hot: Generated<number>;
    statusID: Generated<number>;
    attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
  };
  comments: {
    commentID: Generated<number>;
    discussionID: number;
    body: string;
    format: string;
    bodyHtml: string;
    insertUserID: number;
    dateInserted: Timestamp;
    attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
  };
};

/** Everything the add-on's server code sees: the framework's tables, the forum's (as above) and its own. */
export type QnaDatabase = CoreTables & ForumTablesSeen & QnaOwnTables;

/** A Kysely handle (or transaction) over those tables. */
export type QnaDb = Kysely<QnaDatabase>;
