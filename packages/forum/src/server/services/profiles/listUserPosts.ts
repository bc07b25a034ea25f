import { categoryPath, commentPath, type ProfilePost } from "@quorum/api";
import { sql } from "kysely";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { discussionUrl } from "../discussions/discussionUrl";
import { shownDiscussionSql } from "../discussions/shownDiscussionSql";
import { planLiterals } from "../planLiterals";
import type { ServiceContext } from "../ServiceContext";
import { toUserFragment, unknownUser, userFragmentColumn, type UserFragmentJson } from "../users/userFragmentColumn";

export interface UserPostsQuery {
  userID: number;
  page: number;
  limit: number;
  /** Only discussions, only comments, or both (the activity tab). */
  kinds: ReadonlyArray<"discussion" | "comment">;
  /** Only posts that received this reaction type (its tagID), with how many they received. */
  reactionTagID?: number;
}

export interface UserPostsResult {
  posts: ProfilePost[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

interface PostRow {
  recordType: "discussion" | "comment";
  recordID: number;
  discussionID: number;
  name: string;
  categoryID: number;
  dateInserted: Date;
  excerpt: string | null;
  body: string | null;
  countReactions: number | null;
  userJson: UserFragmentJson | null;
}

/**
 * One page of a person's posts, newest first, as the viewer may list them (the profile's tabs and
 * `GET /users/{id}/reacted`): only in the categories the viewer sees (a redirect stub as hidden as
 * its target), so a post in a hidden category never shows nor counts. Both kinds are read through
 * their author indexes (`discussions_user`, `comments_user`); a reaction filter looks each post up
 * by the reactions' primary key.
 */
export async function listUserPosts(ctx: ServiceContext, query: UserPostsQuery): Promise<UserPostsResult> {
  const { db, viewer } = ctx;
  const { page, limit, userID } = query;
  const index = await loadCategoryIndex(db);
  const visible = viewableCategories(index, viewer.permissions);
  const visibleIDs = [...visible.keys()];
  if (visibleIDs.length === 0 || query.kinds.length === 0) return { posts: [], page, limit, total: 0, hasNext: false };

  const inVisible = `"d"."categoryID" = ${planLiterals.ids(visibleIDs)}`;
  const tag = query.reactionTagID;
  const reactions = (type: string, id: string) =>
    tag === undefined
      ? sql`NULL::integer`
      : sql`(SELECT count(*)::integer FROM "reactions" AS "r" WHERE "r"."recordType" = ${sql.lit(type)} AND "r"."recordID" = ${sql.ref(id)} AND "r"."tagID" = ${tag})`;
  const reacted = (type: string, id: string) =>
    tag === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM "reactions" AS "r" WHERE "r"."recordType" = ${sql.lit(type)} AND "r"."recordID" = ${sql.ref(id)} AND "r"."tagID" = ${tag})`;
  const parts = [];
  if (query.kinds.includes("discussion"))
    parts.push(sql`SELECT 'discussion' AS "recordType", "d"."discussionID" AS "recordID", "d"."discussionID", "d"."name", "d"."categoryID", "d"."dateInserted",
        "d"."excerpt" AS "excerpt", NULL::text AS "body", ${reactions("discussion", "d.discussionID")} AS "countReactions"
      FROM "discussions" AS "d"
      WHERE "d"."insertUserID" = ${userID} AND ${sql.raw(inVisible)} AND ${sql.raw(shownDiscussionSql('"d"', visibleIDs))} AND ${reacted("discussion", "d.discussionID")}`);
  if (query.kinds.includes("comment"))
    parts.push(sql`SELECT 'comment' AS "recordType", "c"."commentID" AS "recordID", "c"."discussionID", "d"."name", "d"."categoryID", "c"."dateInserted",
        NULL::text AS "excerpt", "c"."bodyHtml" AS "body", ${reactions("comment", "c.commentID")} AS "countReactions"
      FROM "comments" AS "c" JOIN "discussions" AS "d" ON "d"."discussionID" = "c"."discussionID"
      WHERE "c"."insertUserID" = ${userID} AND ${sql.raw(inVisible)} AND ${reacted("comment", "c.commentID")}`);
  const posts = sql.join(parts, sql` UNION ALL `);

  const { rows } = await sql<PostRow>`SELECT "p".*, ${userFragmentColumn(sql.lit(userID))} AS "userJson"
    FROM (${posts}) AS "p"
    ORDER BY "p"."dateInserted" DESC, "p"."recordType" DESC, "p"."recordID" DESC
    LIMIT ${sql.raw(planLiterals.count(limit + 1))} OFFSET ${sql.raw(planLiterals.count((page - 1) * limit))}`.execute(db);
  const counted = await sql<{ total: number }>`SELECT count(*)::integer AS "total" FROM (${posts}) AS "p"`.execute(db);
  const total = counted.rows[0]?.total ?? 0;

  const list = rows.slice(0, limit).map((row): ProfilePost => {
    const category = visible.get(row.categoryID);
    return {
      recordType: row.recordType,
      recordID: row.recordID,
      discussionID: row.discussionID,
      name: row.name,
      url: row.recordType === "discussion" ? discussionUrl(row.discussionID, row.name) : commentPath(row.recordID),
      dateInserted: new Date(row.dateInserted).toISOString(),
      categoryID: row.categoryID,
      ...(category ? { category: { categoryID: category.categoryID, name: category.name, url: categoryPath(category.urlcode) } } : {}),
      insertUser: row.userJson ? toUserFragment(row.userJson) : unknownUser(userID),
      ...(row.excerpt !== null ? { excerpt: row.excerpt } : {}),
      ...(row.body !== null ? { body: row.body } : {}),
      ...(row.countReactions !== null ? { countReactions: row.countReactions } : {}),
    };
  });
  return { posts: list, page, limit, total, hasNext: rows.length > limit };
}
