import { renderBody, type Viewer } from "@quorum/server";
import type { Attendance, QuorumEvent } from "../../shared/Event";
import type { EventsDb } from "../db/EventsTables";
import { canEditEvent, type EventRow } from "./eventAccess";

/**
 * Events as the API answers them, for one viewer: three queries per list whatever its length
 * (the counts, the viewer's answers, the authors), never one per event.
 */
export async function serializeEvents(db: EventsDb, rows: readonly EventRow[], viewer: Viewer): Promise<QuorumEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.eventID);
  const counts = await db
    .selectFrom("eventAttendees")
    .select(["eventID", "attending", (eb) => eb.fn.countAll<string>().as("count")])
    .where("eventID", "in", ids)
    .groupBy(["eventID", "attending"])
    .execute();
  const countOf = (eventID: number, attending: Attendance): number =>
    Number(counts.find((c) => c.eventID === eventID && c.attending === attending)?.count ?? 0);
  const userID = viewer.user.userID;
  const mine =
    userID > 0
      ? new Map(
          (await db.selectFrom("eventAttendees").select(["eventID", "attending"]).where("eventID", "in", ids).where("userID", "=", userID).execute()).map(
            (row) => [row.eventID, row.attending],
          ),
        )
      : new Map<number, Attendance>();
  const authors = new Map(
    (
      await db
        .selectFrom("users")
        .select(["userID", "name"])
        .where("userID", "in", [...new Set(rows.map((row) => row.insertUserID))])
        .execute()
    ).map((user) => [user.userID, user]),
  );
  return rows.map((row) => ({
    eventID: row.eventID,
    name: row.name,
    bodyRaw: row.body,
    format: row.format,
    body: renderBody(row.body, row.format),
    parentRecordType: row.parentRecordType,
    parentRecordID: row.parentRecordID,
    categoryID: row.categoryID,
    dateStarts: row.dateStarts.toISOString(),
    dateEnds: row.dateEnds.toISOString(),
    timeZone: row.timeZone,
    allDay: row.allDay,
    location: row.location,
    onlineUrl: row.onlineUrl,
    insertUserID: row.insertUserID,
    insertUser: authors.get(row.insertUserID) ?? { userID: row.insertUserID, name: "Unknown" },
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated ? row.dateUpdated.toISOString() : null,
    url: `/events/${row.eventID}`,
    attendingYesCount: countOf(row.eventID, "yes"),
    attendingMaybeCount: countOf(row.eventID, "maybe"),
    attendingNoCount: countOf(row.eventID, "no"),
    attending: mine.get(row.eventID) ?? null,
    canEdit: canEditEvent(viewer, row),
    canAttend: userID > 0,
  }));
}
