import type { User } from "@quorum/api";
import type { HookContext } from "@quorum/server";
import { sql } from "kysely";
import type { ForumUser } from "../../../contract/ForumUser";
import { forumDb } from "../../db/forumDb";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { planLiterals } from "../planLiterals";
import { shownDiscussionSql } from "../discussions/shownDiscussionSql";

type PostCounts = Pick<ForumUser, "countDiscussions" | "countComments">;

/**
 * The forum's part of a user's profile (`userHooks.serialize` of @quorum/server): their post
 * counts as the viewer may know them. One who sees every category gets the counts the forum keeps
 * on the `users` table; anyone else the posts they could list themselves (their discussions and
 * comments in the categories they see, redirect stubs as hidden as their targets), so a count tells
 * nothing of posts in hidden categories. One query per list of users either way.
 */
export async function addUserPostCounts(users: User[], { db, viewer }: HookContext): Promise<void> {
  if (users.length === 0) return;
  const forum = forumDb(db);
  const userIDs = users.map((user) => user.userID);
  const index = await loadCategoryIndex(forum);
  const visible = viewableCategories(index, viewer.permissions);
  let rows: Array<{ userID: number } & PostCounts>;
  if (visible.size === index.rows.length) {
    rows = await forum.selectFrom("users").select(["userID", "countDiscussions", "countComments"]).where("userID", "in", userIDs).execute();
  } else {
    const visibleIDs = [...visible.keys()];
    const inVisible = visibleIDs.length === 0 ? "false" : `"d"."categoryID" = ${planLiterals.ids(visibleIDs)}`;
    const shown = sql.raw(`${inVisible} AND ${shownDiscussionSql('"d"', visibleIDs)}`);
    const commentsIn = sql.raw(inVisible);
    ({ rows } = await sql<{ userID: number } & PostCounts>`SELECT "u"."userID",
        (SELECT count(*)::integer FROM "discussions" AS "d" WHERE "d"."insertUserID" = "u"."userID" AND ${shown}) AS "countDiscussions",
        (SELECT count(*)::integer FROM "comments" AS "c" JOIN "discussions" AS "d" ON "d"."discussionID" = "c"."discussionID"
          WHERE "c"."insertUserID" = "u"."userID" AND ${commentsIn}) AS "countComments"
      FROM "users" AS "u" WHERE "u"."userID" = ANY(${userIDs})`.execute(forum));
  }
  const counts = new Map(rows.map((row) => [row.userID, row]));
  for (const user of users) {
    const row = counts.get(user.userID);
    const fields: PostCounts = { countDiscussions: row?.countDiscussions ?? 0, countComments: row?.countComments ?? 0 };
    Object.assign(user, fields);
  }
}
