import type { SqlClient } from "./SqlClient.ts";

export interface CounterCheck {
  /** Each counter whose stored value differs from the rows it counts. */
  mismatches: string[];
  /** How many records' counters were compared. */
  records: number;
}

interface CategoryRow {
  id: number;
  parent: number | null;
  discussions: number;
  comments: number;
  allDiscussions: number;
  allComments: number;
  actualDiscussions: number;
  actualComments: number;
}

/**
 * The forum's stored counters against the rows they count, as the forum's recount
 * (`recountForum`) would set them: discussions' comments, categories' own and subtree discussions
 * and comments, users' discussions and comments, tags' discussions.
 */
export async function counterMismatches(sql: SqlClient): Promise<CounterCheck> {
  const mismatches: string[] = [];
  const discussions = await sql.query<{ id: number; stored: number; actual: number }>(
    `SELECT d."discussionID" AS id, d."countComments" AS stored, count(c."commentID")::int AS actual
     FROM discussions d LEFT JOIN comments c ON c."discussionID" = d."discussionID"
     GROUP BY d."discussionID", d."countComments"`,
  );
  for (const row of discussions)
    if (Number(row.stored) !== Number(row.actual)) mismatches.push(`discussion ${row.id}: countComments ${row.stored}, comments ${row.actual}`);

  const users = await sql.query<{ id: number; discussions: number; comments: number; actualDiscussions: number; actualComments: number }>(
    `SELECT u."userID" AS id, u."countDiscussions" AS discussions, u."countComments" AS comments,
            (SELECT count(*)::int FROM discussions d WHERE d."insertUserID" = u."userID") AS "actualDiscussions",
            (SELECT count(*)::int FROM comments c WHERE c."insertUserID" = u."userID") AS "actualComments"
     FROM users u`,
  );
  for (const row of users) {
    if (Number(row.discussions) !== Number(row.actualDiscussions))
      mismatches.push(`user ${row.id}: countDiscussions ${row.discussions}, discussions ${row.actualDiscussions}`);
    if (Number(row.comments) !== Number(row.actualComments)) mismatches.push(`user ${row.id}: countComments ${row.comments}, comments ${row.actualComments}`);
  }

  const tags = await sql.query<{ id: number; stored: number; actual: number }>(
    `SELECT t."tagID" AS id, t."countDiscussions" AS stored, (SELECT count(*)::int FROM "discussionTags" dt WHERE dt."tagID" = t."tagID") AS actual FROM tags t`,
  );
  for (const row of tags)
    if (Number(row.stored) !== Number(row.actual)) mismatches.push(`tag ${row.id}: countDiscussions ${row.stored}, discussions ${row.actual}`);

  const categories = await sql.query<CategoryRow>(
    `SELECT k."categoryID" AS id, k."parentCategoryID" AS parent, k."countDiscussions" AS discussions, k."countComments" AS comments,
            k."countAllDiscussions" AS "allDiscussions", k."countAllComments" AS "allComments",
            (SELECT count(*)::int FROM discussions d WHERE d."categoryID" = k."categoryID") AS "actualDiscussions",
            (SELECT count(*)::int FROM comments c JOIN discussions d ON d."discussionID" = c."discussionID" WHERE d."categoryID" = k."categoryID") AS "actualComments"
     FROM categories k`,
  );
  const children = new Map<number, CategoryRow[]>();
  for (const row of categories) if (row.parent !== null) children.set(Number(row.parent), [...(children.get(Number(row.parent)) ?? []), row]);
  const subtree = (row: CategoryRow, seen = new Set<number>()): { discussions: number; comments: number } => {
    seen.add(Number(row.id));
    let sum = { discussions: Number(row.actualDiscussions), comments: Number(row.actualComments) };
    for (const child of children.get(Number(row.id)) ?? []) {
      if (seen.has(Number(child.id))) continue;
      const below = subtree(child, seen);
      sum = { discussions: sum.discussions + below.discussions, comments: sum.comments + below.comments };
    }
    return sum;
  };
  for (const row of categories) {
    const all = subtree(row);
    const pairs: Array<[string, number, number]> = [
      ["countDiscussions", Number(row.discussions), Number(row.actualDiscussions)],
      ["countComments", Number(row.comments), Number(row.actualComments)],
      ["countAllDiscussions", Number(row.allDiscussions), all.discussions],
      ["countAllComments", Number(row.allComments), all.comments],
    ];
    for (const [name, stored, actual] of pairs) if (stored !== actual) mismatches.push(`category ${row.id}: ${name} ${stored}, counted ${actual}`);
  }
  return { mismatches, records: discussions.length + users.length + tags.length + categories.length };
}
