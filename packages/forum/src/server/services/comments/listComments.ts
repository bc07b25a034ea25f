import { DEFAULT_PAGE_LIMIT, type CommentListQuery, type CommentSort } from "@quorum/api";
import { validationError } from "@quorum/server";
import { sql, type SelectQueryBuilder } from "kysely";
import type { ForumDatabase } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { parseExpand, wants } from "../parseExpand";
import { planLiterals } from "../planLiterals";
import type { ServiceContext } from "../ServiceContext";
import { toUserFragment, unknownUser, userFragmentColumn, type UserFragmentJson } from "../users/userFragmentColumn";
import type { ForumComment } from "./ForumComment";
import { loadViewableThread, type ViewableThread } from "./loadViewableThread";
import { COMMENT_COLUMNS } from "./CommentRow";
import { serializeComment } from "./serializeComment";

export interface CommentListResult {
  comments: ForumComment[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

type Query = SelectQueryBuilder<ForumDatabase, "comments", object>;

export interface CommentListOptions {
  /**
   * The discussion, when the caller has already loaded it for this viewer (getDiscussion checked
   * they may see it): spares loading it again. Must be the `query.discussionID` discussion.
   */
  thread?: ViewableThread;
  /** False: no `bodyRaw` (the body as stored), for pages that only show the HTML. Default true. */
  rawBodies?: boolean;
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
  let base: Query = db.selectFrom("comments");
  let total: number | undefined;
  let discussionName: string | undefined;

  if (query.discussionID !== undefined) {
    const thread = options.thread ?? (await loadViewableThread(db, viewer, query.discussionID));
    base = base.where("comments.discussionID", "=", thread.discussionID);
    if (query.insertUserID === undefined) total = thread.countComments;
    discussionName = thread.name;
  } else if (query.insertUserID !== undefined) {
    const index = await loadCategoryIndex(db);
    const visible = [...viewableCategories(index, viewer.permissions).keys()];
    if (visible.length === 0) return { comments: [], page, limit, total: 0, hasNext: false };
    base = base.where("comments.discussionID", "in", (eb) => eb.selectFrom("discussions").select("discussions.discussionID").where("discussions.categoryID", "=", planLiterals.ids(visible)));
  } else {
    throw validationError("discussionID", "Either discussionID or insertUserID is required.", "missingField");
  }
  if (query.insertUserID !== undefined) base = base.where("comments.insertUserID", "=", query.insertUserID);

  const rawBodies = options.rawBodies ?? true;
  const withUsers = wants(parseExpand(query.expand), "insertUser");
  const rows = await orderComments(
    base
      .select(COMMENT_COLUMNS)
      .select((eb) => [
        (rawBodies ? sql<string | null>`${eb.ref("comments.body")}` : sql<string | null>`NULL`).as("body"),
        (withUsers ? userFragmentColumn(eb.ref("comments.insertUserID")) : sql<UserFragmentJson | null>`NULL`).as("insertUserJson"),
      ]),
    sort,
  )
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  if (total === undefined) total = Number((await base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow()).count);
  const pageRows = rows.slice(0, limit);
  const comments = pageRows.map((row) => serializeComment(row, discussionName, withUsers ? (row.insertUserJson ? toUserFragment(row.insertUserJson) : unknownUser()) : undefined));
  await applyAddonSerializers(ctx, "comment.serialize", comments);
  return {
    comments,
    page,
    limit,
    total,
    hasNext: rows.length > limit,
  };
}

/** Applies a comment sort of spec §3, tie-broken by id so pages never overlap. */
function orderComments<Q extends SelectQueryBuilder<ForumDatabase, "comments", object>>(query: Q, sort: CommentSort): Q {
  switch (sort) {
    case "dateInserted":
      return query.orderBy("comments.dateInserted", "asc").orderBy("comments.commentID", "asc") as Q;
    case "-dateInserted":
      return query.orderBy("comments.dateInserted", "desc").orderBy("comments.commentID", "desc") as Q;
    case "-score":
      return query.orderBy("comments.score", "desc").orderBy("comments.commentID", "asc") as Q;
    case "-experimentalTrending":
      // Score decayed by age: within one thread (bounded size) an expression sort is cheap.
      return query
        .orderBy(sql`(comments.score + 1) / power(extract(epoch from (now() - comments."dateInserted")) / 3600 + 2, 1.5)`, "desc")
        .orderBy("comments.commentID", "desc") as Q;
  }
}
