import type { SeedContext } from "@quorum/server";
import { analyticsDb } from "../db/AnalyticsTables";
import { rebuildRollups } from "../services/rebuildRollups";

/** Six weeks of history: the dashboard's charts have a shape on a new demo site. */
const DEMO_DAYS = 42;

/**
 * Demo content: views of the demo site's discussions (in categories open to guests) over the six
 * weeks before today, a few dozen a day rising towards today, some by the demo members, then the rollups.
 * Runs on a demo site only, once, when the add-on is first enabled there.
 */
export async function seedAnalytics(ctx: SeedContext): Promise<void> {
  const db = analyticsDb(ctx.db);
  const discussions = await db
    .selectFrom("discussions as d")
    .innerJoin("categories as c", "c.categoryID", "d.categoryID")
    .select(["d.discussionID", "d.categoryID"])
    .where("c.permissionCategoryID", "<", 0)
    .orderBy("d.discussionID")
    .limit(30)
    .execute();
  if (!discussions.length) return;
  const members = (await db.selectFrom("users").select("userID").where("userID", ">", 0).orderBy("userID").limit(10).execute()).map((u) => u.userID);
  const rows: { dateInserted: Date; userID: number | null; anonymized: boolean; url: string; discussionID: number; categoryID: number }[] = [];
  // Whole days before today (UTC): today's figures are the site's own.
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  for (let day = DEMO_DAYS; day >= 1; day--) {
    const count = 20 + Math.floor(ctx.random() * 20) + (DEMO_DAYS - day);
    for (let index = 0; index < count; index++) {
      const pick = discussions[Math.floor(ctx.random() ** 2 * discussions.length)] ?? discussions[0]!;
      const signedIn = members.length > 0 && ctx.random() < 0.3;
      rows.push({
        dateInserted: new Date(today - day * 86_400_000 + Math.floor(ctx.random() * 86_400_000)),
        userID: signedIn ? (members[Math.floor(ctx.random() * members.length)] ?? null) : null,
        anonymized: false,
        url: `/discussion/${pick.discussionID}`,
        discussionID: pick.discussionID,
        categoryID: pick.categoryID,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto("pageViews")
      .values(rows.slice(start, start + 500))
      .execute();
  await rebuildRollups(db);
}
