import type { HydrateContext } from "@quorum/server";
import { upcomingEventsWidget as definition } from "../../shared/widgets";
import { eventsDb } from "../db/EventsTables";
import { visibleCategoryIDs } from "../services/eventAccess";
import { canAddEventTo } from "../services/eventParent";

/**
 * `react.events.upcoming`: the next `limit` (5; at most 20) events not yet ended that the viewer
 * may see (their category's rule, inside the query), soonest first. With `group: true` (its
 * placement on a group's page) only that group's events, the page's group being `ctx.record`, and
 * 'New Event' for a viewer who may add one there.
 */
export const upcomingEventsWidget = definition.hydrate<HydrateContext>(async (props, ctx) => {
  const db = eventsDb(ctx.db);
  const limit = typeof props.limit === "number" && Number.isInteger(props.limit) ? Math.min(Math.max(props.limit, 1), 20) : 5;
  const title = typeof props.title === "string" ? props.title : undefined;
  const groupID = props.group === true && typeof ctx.record?.groupID === "number" ? ctx.record.groupID : null;
  let events = db.selectFrom("events");
  if (groupID !== null) events = events.where("parentRecordType", "=", "group").where("parentRecordID", "=", groupID);
  const candidates = (await events.select("categoryID").distinct().execute()).map((row) => row.categoryID);
  const visible = await visibleCategoryIDs(db, ctx.viewer, candidates);
  const rows =
    visible.length === 0
      ? []
      : await events
          .select(["eventID", "name", "dateStarts", "dateEnds", "timeZone", "allDay"])
          .where("categoryID", "in", visible)
          .where("dateEnds", ">=", new Date())
          .orderBy("dateStarts")
          .orderBy("eventID")
          .limit(limit)
          .execute();
  const newEventUrl = groupID !== null && (await canAddEventTo(db, ctx.viewer, ctx.addons, groupID)) ? `/events/new?groupID=${groupID}` : undefined;
  return {
    ...(title ? { title } : {}),
    ...(newEventUrl ? { newEventUrl } : {}),
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
