import { DEFAULT_PAGE_LIMIT, type CommentListQuery, type CommentSort } from "@quorum/api";
import { validationError } from "@quorum/server";
import type { PostRecord } from "../../hooks/PostRecord";
import { sql, type RawBuilder } from "kysely";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { viewableCategories } from "../../permissions/viewableCategories";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { parseExpand, wants } from "../parseExpand";
import { planLiterals } from "../planLiterals";
import { reactionSummaryColumn } from "../reactions/reactionSummaryColumn";
import { reportCountColumn } from "../reports/reportCountColumn";
import type { ServiceContext } from "../ServiceContext";
import { toUserFragment, unknownUser, userFragmentColumn, type UserFragmentJson } from "../users/userFragmentColumn";
import type { ForumComment } from "./ForumComment";
import { loadViewableThread, type ViewableThread } from "./loadViewableThread";
import { COMMENT_COLUMNS_SQL, type ListedCommentRow } from "./CommentRow";
import { serializeComment, type CommentPageColumns } from "./serializeComment";
import { forumHooks } from "../../hooks/forumHooks";
import type { CommentTombstone } from "../../../contract/widgetProps";

export interface CommentListResult {
  comments: ForumComment[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
  /** With `options.tombstones`: the deleted comments standing before the page's comments. */
  tombstones?: CommentTombstone[];
}

export interface CommentListOptions {
  /**
   * The discussion, when the caller has already loaded it for this viewer (getDiscussion checked
   * they may see it): spares loading it again. Must be the `query.discussionID` discussion.
   */
  thread?: ViewableThread;
  /** False: no `bodyRaw` (the body as stored), for pages that only show the HTML. Default true. */
  rawBodies?: boolean;
  /**
   * True: also the tombstones of deleted comments (spec §3) standing before each of the page's
   * comments, in a thread read by date (the thread widget). Default false: the API's list is
   * of comments only.
   */
  tombstones?: boolean;
}

/**
 * One page of the comments of a discussion (or of one author, across the categories the viewer
 * may see). The discussion's own counter gives the total and the authors come as a column of
 * the page's rows, so a thread page is the discussion's lookup and one index range read.
 */
export async function listComments(ctx: ServiceContext, query: CommentListQuery, options: CommentListOptions = {}): Promise<CommentListResult> {
  const { db, viewer } = ctx;
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const sort = query.sort ?? "dateInserted";
  const filters: RawBuilder<unknown>[] = [];
  let total: number | undefined;
  let discussionName: string | undefined;
  let thread: ViewableThread | undefined;

  if (query.discussionID !== undefined) {
    thread = options.thread ?? (await loadViewableThread(db, viewer, query.discussionID));
    filters.push(sql`"comments"."discussionID" = ${thread.discussionID}`);
    if (query.insertUserID === undefined) total = thread.countComments;
    discussionName = thread.name;
  } else if (query.insertUserID !== undefined) {
    const index = await loadCategoryIndex(db);
    const visible = [...viewableCategories(index, viewer.permissions).keys()];
    if (visible.length === 0) return { comments: [], page, limit, total: 0, hasNext: false };
    filters.push(
      sql`"comments"."discussionID" IN (SELECT "discussions"."discussionID" FROM "discussions" WHERE "discussions"."categoryID" = ${sql.raw(planLiterals.ids(visible))})`,
    );
  } else {
    throw validationError("discussionID", "Either discussionID or insertUserID is required.", "missingField");
  }
  if (query.insertUserID !== undefined) filters.push(sql`"comments"."insertUserID" = ${query.insertUserID}`);
  const where = sql.join(filters, sql` AND `);

  // SQL text rather than Kysely's builder, as the discussion list: composing this with the
  // builder cost several times what the text does, on every page of every thread.
  const rawBodies = options.rawBodies ?? true;
  const withUsers = wants(parseExpand(query.expand), "insertUser");
  const commentID = sql.ref<number>("comments.commentID");
  const withTombstones = options.tombstones === true && thread !== undefined && (sort === "dateInserted" || sort === "-dateInserted");
  const { rows } = await sql<ListedCommentRow & CommentPageColumns & { insertUserJson: UserFragmentJson | null; tombstonesJson: [number, string][] | null }>`
    SELECT ${COMMENT_COLUMNS_SQL},
      ${rawBodies ? sql`"comments"."body"` : sql`NULL`} AS "body",
      ${withUsers ? userFragmentColumn(sql.ref<number>("comments.insertUserID")) : sql`NULL`} AS "insertUserJson",
      ${reactionSummaryColumn("comment", commentID, viewer.user.userID)} AS "reactionsJson",
      ${isCommunityModerator(viewer) ? reportCountColumn("comment", commentID) : sql`NULL`} AS "countReports",
      ${thread ? sql`NULL` : sql`(SELECT "discussions"."categoryID" FROM "discussions" WHERE "discussions"."discussionID" = "comments"."discussionID")`} AS "categoryID",
      ${withTombstones && thread ? tombstonesBeforeColumn(thread.discussionID) : sql`NULL`} AS "tombstonesJson"
    FROM "comments" WHERE ${where}
    ORDER BY ${COMMENT_ORDER[sort]} LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}`.execute(db);
  if (total === undefined)
    total = Number((await sql<{ count: string }>`SELECT count(*) AS "count" FROM "comments" WHERE ${where}`.execute(db)).rows[0]?.count ?? 0);
  const pageRows = rows.slice(0, limit);
  const comments = pageRows.map((row) =>
    serializeComment(
      row,
      discussionName,
      withUsers ? (row.insertUserJson ? toUserFragment(row.insertUserJson) : unknownUser(row.insertUserID)) : undefined,
      thread?.categoryID,
    ),
  );
  const tombstones = withTombstones
    ? pageRows.flatMap((row) =>
        (row.tombstonesJson ?? []).map(([id, date]): CommentTombstone => ({
          commentID: id,
          dateInserted: new Date(date).toISOString(),
          nextCommentID: row.commentID,
        })),
      )
    : undefined;
  // The thread's discussion is known: add-ons get it rather than query it (Q&A, for its type).
  await applyAddonSerializers(ctx, forumHooks.commentSerialize, comments, thread && new Map([[thread.discussionID, postRecordOf(thread)]]));
  return {
    comments,
    page,
    limit,
    total,
    hasNext: rows.length > limit,
    ...(tombstones ? { tombstones } : {}),
  };
}

/**
 * The tombstones standing right before a comment of the thread (after the comment before it), as
 * `[commentID, dateInserted]` pairs oldest first, or null. A column of the page's own statement:
 * whether the discussion has any is asked once (an uncorrelated sub-select), and a thread without
 * any (nearly all) skips the rest; one with some reads two index ranges per comment.
 */
function tombstonesBeforeColumn(discussionID: number): RawBuilder<unknown> {
  return sql`CASE WHEN EXISTS (SELECT 1 FROM "commentTombstones" WHERE "discussionID" = ${discussionID}::integer) THEN (
    SELECT json_agg(json_build_array(t."commentID", t."dateInserted") ORDER BY t."dateInserted", t."commentID")
    FROM "commentTombstones" t
    WHERE t."discussionID" = ${discussionID}::integer
      AND (t."dateInserted", t."commentID") < ("comments"."dateInserted", "comments"."commentID")
      AND NOT EXISTS (
        SELECT 1 FROM "comments" between_ WHERE between_."discussionID" = ${discussionID}::integer
          AND (between_."dateInserted", between_."commentID") > (t."dateInserted", t."commentID")
          AND (between_."dateInserted", between_."commentID") < ("comments"."dateInserted", "comments"."commentID"))
  ) END`;
}

/** The discussion fields add-ons are handed, whatever else the caller's object carries. */
function postRecordOf(thread: ViewableThread): PostRecord {
  return {
    discussionID: thread.discussionID,
    categoryID: thread.categoryID,
    insertUserID: thread.insertUserID,
    type: thread.type,
    statusID: thread.statusID ?? 0,
  };
}

/** The comment sorts of spec §3, tie-broken by id so pages never overlap. */
const COMMENT_ORDER: Record<CommentSort, RawBuilder<unknown>> = {
  dateInserted: sql`"comments"."dateInserted" ASC, "comments"."commentID" ASC`,
  "-dateInserted": sql`"comments"."dateInserted" DESC, "comments"."commentID" DESC`,
  "-score": sql`"comments"."score" DESC, "comments"."commentID" ASC`,
  // Score decayed by age: within one thread (bounded size) an expression sort is cheap.
  "-experimentalTrending": sql`(comments.score + 1) / power(extract(epoch from (now() - comments."dateInserted")) / 3600 + 2, 1.5) DESC, "comments"."commentID" DESC`,
};
