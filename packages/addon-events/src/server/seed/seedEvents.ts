import type { SeedContext } from "@quorum/server";
import { wallTime, zonedToInstant } from "../../shared/zonedTime";
import { eventsDb } from "../db/EventsTables";
import { DEMO_EVENTS } from "./DEMO_EVENTS";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Demo content: upcoming and past events in the first open category, with answers by the forum
 * demo's members (created when missing). Runs on a demo site only, once, when the add-on is first
 * enabled there (or at the demo site's first start while it is).
 */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const db = eventsDb(ctx.db);
  const category = await db
    .selectFrom("categories")
    .select("categoryID")
    .where("permissionCategoryID", "<", 0)
    .where("displayAs", "!=", "heading")
    .where("hidden", "=", false)
    .orderBy("sort")
    .orderBy("categoryID")
    .executeTakeFirst();
  if (!category) return;
  const names = [...new Set(DEMO_EVENTS.flatMap((event) => [event.author, ...Object.keys(event.attendees)]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const id = (name: string): number => users.get(name) ?? 0;
  const now = Date.now();
  for (const demo of DEMO_EVENTS) {
    const day = wallTime(new Date(now + demo.inDays * DAY), demo.timeZone);
    const dateStarts = zonedToInstant({ ...day, hour: demo.hour, minute: 0, second: 0 }, demo.timeZone);
    const { eventID } = await db
      .insertInto("events")
      .values({
        name: demo.name,
        body: demo.body,
        format: "text",
        parentRecordType: "category",
        parentRecordID: category.categoryID,
        categoryID: category.categoryID,
        dateStarts,
        dateEnds: new Date(dateStarts.getTime() + demo.hours * HOUR),
        timeZone: demo.timeZone,
        allDay: demo.allDay,
        location: demo.location,
        onlineUrl: demo.onlineUrl,
        insertUserID: id(demo.author),
        dateInserted: new Date(Math.min(now, dateStarts.getTime()) - 10 * DAY),
      })
      .returning("eventID")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("eventAttendees")
      .values(Object.entries(demo.attendees).map(([name, attending]) => ({ eventID, userID: id(name), attending, dateInserted: new Date(now - DAY) })))
      .execute();
  }
}
