import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDb, type AnalyticsDb } from "../db/AnalyticsTables";
import { m0003MemberRollups } from "../migrations/0003_member_rollups";
import analytics from "../index";
import { readDayRange } from "./readDayRange";
import { rebuildRollups } from "./rebuildRollups";
import { recordPageView } from "./recordPageView";
import { planSums } from "./planSums";
import { splitByMonths } from "./splitByMonths";
import { summarize } from "./summarize";

let t: ForumTestApp;
let db: AnalyticsDb;

const DAY = 86_400_000;
const FIRST = Date.parse("2025-11-20T00:00:00Z");
const LAST = Date.parse("2026-03-10T00:00:00Z");

// The real forum and the add-on on PGlite (or QUORUM_TEST_DATABASE_URL's server); views of three
// discussions in two categories over four months across a new year, recorded one by one as
// `POST /tick` records them (daily and monthly rollups in the view's transaction), a different
// number each day so that a day counted twice or missed changes the sums.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [analytics] });
  db = analyticsDb(t.db);
  const general = await t.categoryID("general");
  const discussions: { discussionID: number; categoryID: number }[] = [];
  for (const name of ["First", "Second", "Third"]) {
    const res = await t.call("admin", { method: "POST", url: "/discussions", body: { name, body: "Read me.", format: "text", categoryID: general } });
    expect(res.statusCode, res.body).toBe(201);
    discussions.push({ discussionID: res.json<{ discussionID: number }>().discussionID, categoryID: general });
  }
  const announcements = await t.categoryID("announcements");
  const readers = ["member", "alice", "bob", "moderator", "alice"].map((name) => t.userIDs[name]!);
  // A discussion viewed once, on a day a month's sums subtract ("inside one month" below reads
  // January whole minus its other days): it sums to 0 there and must not be listed.
  const once = await t.call("admin", { method: "POST", url: "/discussions", body: { name: "Once", body: "Read me.", format: "text", categoryID: general } });
  expect(once.statusCode, once.body).toBe(201);
  const onceID = once.json<{ discussionID: number }>().discussionID;
  await recordPageView(
    db,
    { url: `/discussion/${onceID}`, discussionID: onceID, categoryID: general },
    { userID: null, anonymized: false, date: new Date("2026-01-02T12:00:00Z") },
  );
  for (let time = FIRST, index = 0; time <= LAST; time += DAY, index++)
    for (const [position, discussion] of discussions.entries()) {
      const count = (index * 7 + position * 3) % 4;
      for (let view = 0; view < count; view++)
        await recordPageView(
          db,
          {
            url: `/discussion/${discussion.discussionID}`,
            discussionID: discussion.discussionID,
            categoryID: position === 2 ? announcements : discussion.categoryID,
          },
          // Members come back on other days and several share a day: a range's distinct members
          // are fewer than the days' counts summed.
          { userID: view < 2 ? readers[(index + position + view) % readers.length]! : null, anonymized: false, date: new Date(time + (view + 1) * 3_600_000) },
        );
    }
});
afterAll(() => t?.close());

/** The data's last day, as the server's today: the plans read the days after it as empty. */
const TODAY = "2026-03-10";

const RANGES = [
  { name: "inside one month", from: "2026-01-05", to: "2026-01-20", months: null },
  { name: "across months", from: "2025-12-20", to: "2026-02-10", months: { from: "2026-01-01", to: "2026-01-01" } },
  { name: "across a year boundary", from: "2025-12-31", to: "2026-01-01", months: null },
  { name: "whole months", from: "2025-12-01", to: "2026-01-31", months: { from: "2025-12-01", to: "2026-01-01" } },
  { name: "one whole February", from: "2026-02-01", to: "2026-02-28", months: { from: "2026-02-01", to: "2026-02-01" } },
  { name: "everything, partial months at both ends", from: "2025-11-01", to: "2026-03-31", months: { from: "2025-11-01", to: "2026-03-01" } },
  { name: "a year ending mid-month", from: "2025-03-11", to: "2026-03-10", months: { from: "2025-04-01", to: "2026-02-01" } },
  { name: "the last 30 days", from: "2026-02-09", to: "2026-03-10", months: null },
];

describe("the summary's top lists and active members from monthly and daily rollups", () => {
  it.each(RANGES)("gives exactly the figures of the days alone: $name", async ({ from, to, months }) => {
    const range = readDayRange(from, to);
    const plan = splitByMonths(range);
    expect(plan.months).toEqual(months);
    const admin = await t.app.quorum.permissions.forUser({ userID: t.userIDs.admin!, isAdmin: true, roleIDs: [] });
    const combined = await summarize(db, range, admin, 50, { today: TODAY });
    const daysAlone = await summarize(db, range, admin, 50, { daysAlone: true });
    expect(combined).toEqual(daysAlone);
    // And both are the views themselves, counted from the stored rows.
    const stored = await db
      .selectFrom("pageViews")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("dateInserted", ">=", new Date(`${from}T00:00:00Z`))
      .where("dateInserted", "<", new Date(Date.parse(`${to}T00:00:00Z`) + DAY))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBeGreaterThan(0);
    expect(combined.topDiscussions.reduce((sum, record) => sum + record.views, 0)).toBe(Number(stored.count));
    expect(combined.topCategories.reduce((sum, record) => sum + record.views, 0)).toBe(Number(stored.count));
    // Active members, each day's and the range's distinct ones, are the stored views' too.
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY);
    const perDay = await db
      .selectFrom("pageViews")
      .select([sql<string>`(("dateInserted" at time zone 'UTC')::date)::text`.as("day"), sql<string>`count(distinct "userID")`.as("count")])
      .where("dateInserted", ">=", start)
      .where("dateInserted", "<", end)
      .where("userID", "is not", null)
      .groupBy(sql`1`)
      .execute();
    const counted = new Map(perDay.map((row) => [row.day, Number(row.count)]));
    expect(combined.activeMembers).toEqual(range.days.map((day) => ({ day, count: counted.get(day) ?? 0 })));
    const distinct = await db
      .selectFrom("pageViews")
      .select(sql<string>`count(distinct "userID")`.as("count"))
      .where("dateInserted", ">=", start)
      .where("dateInserted", "<", end)
      .executeTakeFirstOrThrow();
    expect(combined.activeMembersTotal).toBe(Number(distinct.count));
    expect(combined.activeMembersTotal).toBeGreaterThan(0);
    if (range.days.length > 7) expect(combined.activeMembers.reduce((sum, day) => sum + day.count, 0)).toBeGreaterThan(combined.activeMembersTotal);
  });

  it("reads a partial month's sums as the month minus its other days when those are fewer rows", () => {
    // 16 days inside January against 15 outside it.
    expect(planSums({ from: "2026-01-05", to: "2026-01-20" }, TODAY)).toEqual({
      months: { from: "2026-01-01", to: "2026-01-01" },
      days: [],
      minus: [
        { from: "2026-01-01", to: "2026-01-04" },
        { from: "2026-01-21", to: "2026-01-31" },
      ],
    });
    // The last 30 days: this month whole (the days after today cost nothing), February's 20 days
    // as the month minus its first 8.
    expect(planSums({ from: "2026-02-09", to: "2026-03-10" }, TODAY)).toEqual({
      months: { from: "2026-02-01", to: "2026-03-01" },
      days: [],
      minus: [
        { from: "2026-02-01", to: "2026-02-08" },
        { from: "2026-03-11", to: "2026-03-31" },
      ],
    });
    // Twelve days of December against nineteen: the days themselves.
    expect(planSums({ from: "2025-12-20", to: "2026-02-10" }, TODAY)).toEqual({
      months: { from: "2026-01-01", to: "2026-01-01" },
      days: [
        { from: "2025-12-20", to: "2025-12-31" },
        { from: "2026-02-01", to: "2026-02-10" },
      ],
      minus: [],
    });
    // The last 7 days on the 27th: seven days, not the month minus twenty; on the 10th, the month
    // minus its first three days.
    expect(planSums({ from: "2026-03-21", to: "2026-03-27" }, "2026-03-27")).toEqual({
      months: null,
      days: [{ from: "2026-03-21", to: "2026-03-27" }],
      minus: [],
    });
    expect(planSums({ from: "2026-03-04", to: "2026-03-10" }, TODAY).minus).toEqual([
      { from: "2026-03-01", to: "2026-03-03" },
      { from: "2026-03-11", to: "2026-03-31" },
    ]);
  });

  it("does not list a record viewed only on the days a month's sums subtract", async () => {
    const admin = await t.app.quorum.permissions.forUser({ userID: t.userIDs.admin!, isAdmin: true, roleIDs: [] });
    const inJanuary = await summarize(db, readDayRange("2026-01-01", "2026-01-31"), admin, 50, { today: TODAY });
    expect(inJanuary.topDiscussions.map((record) => record.name)).toContain("Once");
    const inside = await summarize(db, readDayRange("2026-01-05", "2026-01-20"), admin, 50, { today: TODAY });
    expect(inside.topDiscussions.map((record) => record.name)).not.toContain("Once");
  });

  it("splits a range into whole months and the days at its ends", () => {
    expect(splitByMonths({ from: "2025-12-20", to: "2026-02-10" })).toEqual({
      months: { from: "2026-01-01", to: "2026-01-01" },
      days: [
        { from: "2025-12-20", to: "2025-12-31" },
        { from: "2026-02-01", to: "2026-02-10" },
      ],
    });
    expect(splitByMonths({ from: "2025-12-01", to: "2026-01-31" })).toEqual({ months: { from: "2025-12-01", to: "2026-01-01" }, days: [] });
    expect(splitByMonths({ from: "2028-02-01", to: "2028-02-28" })).toEqual({ months: null, days: [{ from: "2028-02-01", to: "2028-02-28" }] });
    expect(splitByMonths({ from: "2028-02-01", to: "2028-02-29" })).toEqual({ months: { from: "2028-02-01", to: "2028-02-01" }, days: [] });
    expect(splitByMonths({ from: "2026-01-31", to: "2026-02-01" })).toEqual({ months: null, days: [{ from: "2026-01-31", to: "2026-02-01" }] });
  });

  it("rebuilds the same rollups (views, members) from the views as the views recorded one by one", async () => {
    const read = async () => ({
      discussions: await db.selectFrom("pageViewMonthDiscussions").selectAll().orderBy("month").orderBy("discussionID").execute(),
      categories: await db.selectFrom("pageViewMonthCategories").selectAll().orderBy("month").orderBy("categoryID").execute(),
      days: await db.selectFrom("pageViewDays").selectAll().orderBy("day").execute(),
      dayMembers: await db.selectFrom("pageViewDayMembers").selectAll().orderBy("day").orderBy("userID").execute(),
      monthMembers: await db.selectFrom("pageViewMonthMembers").selectAll().orderBy("month").orderBy("userID").execute(),
    });
    const recorded = await read();
    expect(recorded.discussions.length).toBeGreaterThan(0);
    expect(recorded.monthMembers.length).toBeGreaterThan(0);
    expect(recorded.days.some((day) => day.members > 1)).toBe(true);
    await rebuildRollups(db);
    expect(await read()).toEqual(recorded);
  });

  // Last: it rebuilds the member rollups in place.
  it("fills the member rollups from a site's daily rows when migration 0003 runs", async () => {
    const read = async () => ({
      days: await db.selectFrom("pageViewDays").select(["day", "members"]).orderBy("day").execute(),
      monthMembers: await db.selectFrom("pageViewMonthMembers").selectAll().orderBy("month").orderBy("userID").execute(),
    });
    const kept = await read();
    // The site as it was before 0003: daily member rows only.
    await sql`drop table "pageViewMonthMembers"`.execute(db);
    await sql`alter table "pageViewDays" drop column "members"`.execute(db);
    await m0003MemberRollups.up(t.db);
    expect(await read()).toEqual(kept);
  });
});
