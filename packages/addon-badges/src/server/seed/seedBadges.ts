import type { SeedContext } from "@quorum/server";
import { sql } from "kysely";
import { badgesDb } from "../db/BadgesTables";
import { awardBadges } from "../services/awardBadges";

const DAY = 24 * 60 * 60 * 1000;

/** Two badges moderators give, one members may ask for; who holds them among the demo's members. */
const DEMO_BADGES = [
  {
    name: "Community Helper",
    description: "Goes out of their way to help others.",
    icon: "medal",
    points: 20,
    requestable: true,
    holders: ["alice"],
    requests: ["bob"],
  },
  { name: "Welcome Committee", description: "Greets the newcomers.", icon: "rocket", points: 15, requestable: false, holders: ["alice", "bob"], requests: [] },
] as const;

/**
 * Demo content: the comment badges every demo author has earned (one statement, dated at their
 * comment), two manual badges held by demo members and a pending request. No notifications: the
 * demo's members did not earn these on the site. Runs on a demo site only, once.
 */
export async function seedBadges(ctx: SeedContext): Promise<void> {
  const db = badgesDb(ctx.db);
  await sql`
    INSERT INTO "userBadges" ("badgeID", "userID", "insertUserID", "reason", "dateInserted")
    SELECT b."badgeID", c."userID", NULL, '', c."lastComment"
    FROM (SELECT "insertUserID" AS "userID", count(*) AS "count", max("dateInserted") AS "lastComment" FROM "comments" GROUP BY "insertUserID") c
    JOIN "badges" b ON b."ruleType" = 'comments' AND b."ruleThreshold" <= c."count"
    ON CONFLICT DO NOTHING`.execute(db);
  const names = [...new Set(DEMO_BADGES.flatMap((badge) => [...badge.holders, ...badge.requests]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const now = Date.now();
  for (const [index, demo] of DEMO_BADGES.entries()) {
    const { badgeID } = await db
      .insertInto("badges")
      .values({
        name: demo.name,
        description: demo.description,
        icon: demo.icon,
        points: demo.points,
        requestable: demo.requestable,
        ruleType: null,
        ruleThreshold: null,
        insertUserID: null,
        dateInserted: new Date(now - 40 * DAY),
      })
      .returning("badgeID")
      .executeTakeFirstOrThrow();
    for (const name of demo.holders) {
      await awardBadges(db, users.get(name) ?? 0, [badgeID], { insertUserID: null, now: new Date(now - (20 - index * 10) * DAY), notify: false });
    }
    for (const name of demo.requests) {
      await db
        .insertInto("badgeRequests")
        .values({
          badgeID,
          userID: users.get(name) ?? 0,
          reason: "I answered most questions in Getting Started this month.",
          dateInserted: new Date(now - DAY),
          updateUserID: null,
          dateUpdated: null,
        })
        .execute();
    }
  }
}
