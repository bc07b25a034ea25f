import type { ColumnType, Kysely } from "kysely";
import type { ForumDatabase } from "@quorum/forum/contract/server";
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

/** Everything the add-on's server code sees: the framework's and the forum's tables (its contract), and its own. */
type QnaDatabase = ForumDatabase & QnaOwnTables;

/** A Kysely handle (or transaction) over those tables. */
export type QnaDb = Kysely<QnaDatabase>;
