/** A member's answer to an event: going, perhaps, or not going. */
export type Attendance = "yes" | "maybe" | "no";

/** What an event hangs from: a forum category, or a group (stored against the group's category). */
export type EventParentType = "category" | "group";

/** An event as the API answers it (`GET /events/{eventID}`). */
export interface QuorumEvent {
  eventID: number;
  name: string;
  /** The description as stored, for the edit form. */
  bodyRaw: string;
  format: string;
  /** The description as sanitized HTML. */
  body: string;
  parentRecordType: EventParentType;
  parentRecordID: number;
  categoryID: number;
  /** ISO date-times (UTC). An all-day event starts at 00:00 of its first day in its time zone. */
  dateStarts: string;
  dateEnds: string;
  /** An IANA time zone, e.g. "Europe/Paris": the one its times are shown in first. */
  timeZone: string;
  allDay: boolean;
  location: string | null;
  onlineUrl: string | null;
  insertUserID: number;
  insertUser: { userID: number; name: string };
  dateInserted: string;
  dateUpdated: string | null;
  /** The page of the event (`/events/{eventID}`). */
  url: string;
  attendingYesCount: number;
  attendingMaybeCount: number;
  attendingNoCount: number;
  /** The viewer's answer (null: none, or a guest). */
  attending: Attendance | null;
  canEdit: boolean;
  canAttend: boolean;
}

/** One answer (`GET /events/{eventID}/participants`). */
export interface EventParticipant {
  userID: number;
  name: string;
  attending: Attendance;
  dateInserted: string;
}
