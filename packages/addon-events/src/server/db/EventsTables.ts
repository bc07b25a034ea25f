import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely } from "kysely";
import type { Attendance, EventParentType } from "../../shared/Event";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The tables the events add-on adds (migration `0001_events`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
export type EventsTables = {
  events: {
    eventID: Generated<number>;
    name: string;
    body: string;
    format: string;
    parentRecordType: EventParentType;
    parentRecordID: number;
    categoryID: number;
    dateStarts: Timestamp;
    dateEnds: Timestamp;
    timeZone: string;
    allDay: boolean;
    location: string | null;
    onlineUrl: string | null;
    insertUserID: number;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
    dateReminded: NullableTimestamp;
  };
  eventAttendees: { eventID: number; userID: number; attending: Attendance; dateInserted: Timestamp };
};

export type EventsDb = Kysely<CoreTables & ForumTables & EventsTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function eventsDb(db: Kysely<CoreTables>): EventsDb {
  return db.withTables<ForumTables & EventsTables>();
}
