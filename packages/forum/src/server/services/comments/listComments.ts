import { DEFAULT_PAGE_LIMIT, type CommentListQuery, type CommentSort } from "@quorum/api";
import { validationError } from "@quorum/server";
import { sql, type SelectQueryBuilder } from "kysely";
import type { ForumDatabase } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { loadViewableDiscussion } from "../discussions/loadViewableDiscussion";
import { parseExpand, wants } from "../parseExpand";
import type { ServiceContext } from "../ServiceContext";
import { loadUserFragments } from "../users/loadUserFragments";
import type { CommentRow } from "./CommentRow";
import type { ForumComment } from "./ForumComment";
import { serializeComment } from "./serializeComment";

export interface CommentListResult {
  comments: ForumComment[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

type Query = SelectQueryBuilder<ForumDatabase, "comments", object>;

/**
 * One page of the comments of a discussion (or of one author, across the categories the viewer
 * may see). The discussion's own counter gives the total, so a thread page is a single index
 * range read plus one batched user query.
 */
export async function listComments(ctx: ServiceContext, query: CommentListQuery): Promise<CommentListResult> {
  const { db, viewer } = ctx;
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const sort = query.sort ?? "dateInserted";
  let base: Query = db.selectFrom("comments");
  let total: number | undefined;
  let discussionName: string | undefined;

  if (query.discussionID !== undefined) {
    const { row } = await loadViewableDiscussion(db, viewer, query.discussionID);
    base = base.where("comments.discussionID", "=", row.discussionID);
    if (query.insertUserID === undefined) total = row.countComments;
    discussionName = row.name;
  } else if (query.insertUserID !== undefined) {
    const index = await loadCategoryIndex(db);
    const visible = [...viewableCategories(index, viewer.permissions).keys()];
    if (visible.length === 0) return { comments: [], page, limit, total: 0, hasNext: false };
    base = base.where("comments.discussionID", "in", (eb) => eb.selectFrom("discussions").select("discussions.discussionID").where("discussions.categoryID", "in", visible));
  } else {
    throw validationError("discussionID", "Either discussionID or insertUserID is required.", "missingField");
  }
  if (query.insertUserID !== undefined) base = base.where("comments.insertUserID", "=", query.insertUserID);

  const rows: CommentRow[] = await orderComments(base.selectAll("comments"), sort)
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  if (total === undefined) total = Number((await base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow()).count);
  const pageRows = rows.slice(0, limit);
  const users = wants(parseExpand(query.expand), "insertUser") ? await loadUserFragments(db, pageRows.map((r) => r.insertUserID)) : undefined;
  return {
    comments: pageRows.map((row) => serializeComment(row, discussionName, users)),
    page,
    limit,
    total,
    hasNext: rows.length > limit,
  };
}

/** Applies a comment sort of spec §3, tie-broken by id so pages never overlap. */
function orderComments<Q extends SelectQueryBuilder<ForumDatabase, "comments", CommentRow>>(query: Q, sort: CommentSort): Q {
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
