import type { HydrateContext } from "@quorum/server";
import { upcomingEventsWidget as definition } from "../../shared/widgets";
import { eventsDb } from "../db/EventsTables";
import { visibleCategoryIDs } from "../services/eventAccess";

/**
 * `react.events.upcoming`: the next `limit` (5; at most 20) events not yet ended that the viewer
 * may see (their category's rule, inside the query), soonest first.
 */
export const upcomingEventsWidget = definition.hydrate<HydrateContext>(async (props, ctx) => {
  const db = eventsDb(ctx.db);
  const limit = typeof props.limit === "number" && Number.isInteger(props.limit) ? Math.min(Math.max(props.limit, 1), 20) : 5;
  const title = typeof props.title === "string" ? props.title : undefined;
  const candidates = (await db.selectFrom("events").select("categoryID").distinct().execute()).map((row) => row.categoryID);
  const visible = await visibleCategoryIDs(db, ctx.viewer, candidates);
  const rows =
    visible.length === 0
      ? []
      : await db
          .selectFrom("events")
          .select(["eventID", "name", "dateStarts", "dateEnds", "timeZone", "allDay"])
          .where("categoryID", "in", visible)
          .where("dateEnds", ">=", new Date())
          .orderBy("dateStarts")
          .orderBy("eventID")
          .limit(limit)
          .execute();
  return {
    ...(title ? { title } : {}),
    events: rows.map((row) => ({
      eventID: row.eventID,
      name: row.name,
      url: `/events/${row.eventID}`,
      dateStarts: row.dateStarts.toISOString(),
      dateEnds: row.dateEnds.toISOString(),
      timeZone: row.timeZone,
      allDay: row.allDay,
    })),
  };
});
