import { Type } from "@sinclair/typebox";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: "\\S" });
const Attending = Type.Union([Type.Literal("yes"), Type.Literal("maybe"), Type.Literal("no")]);

const fields = {
  name: Name,
  /** The description, in `format` (the rich editor's `rich2` by default). */
  body: Type.String({ maxLength: 50000 }),
  format: Type.Union([Type.Literal("rich2"), Type.Literal("text"), Type.Literal("markdown")]),
  /** An instant; for an all-day event, any time of its first (last) day in `timeZone`. */
  dateStarts: Type.String({ format: "date-time" }),
  dateEnds: Type.String({ format: "date-time" }),
  /** An IANA time zone ("Europe/Paris", "UTC"); checked against the runtime's list. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  allDay: Type.Boolean(),
  location: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  /** A link to join online (http or https). */
  onlineUrl: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
};

export const EventPostSchema = Type.Object(
  {
    name: fields.name,
    body: Type.Optional(fields.body),
    format: Type.Optional(fields.format),
    parentRecordType: Type.Union([Type.Literal("category"), Type.Literal("group")]),
    parentRecordID: ID,
    dateStarts: fields.dateStarts,
    dateEnds: fields.dateEnds,
    timeZone: fields.timeZone,
    allDay: Type.Optional(fields.allDay),
    location: Type.Optional(fields.location),
    onlineUrl: Type.Optional(fields.onlineUrl),
  },
  { additionalProperties: false },
);

export const EventPatchSchema = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });

export const EventIDParamsSchema = Type.Object({ eventID: ID });

export const EventListQuerySchema = Type.Object(
  {
    parentRecordType: Type.Optional(Type.Union([Type.Literal("category"), Type.Literal("group")])),
    parentRecordID: Type.Optional(ID),
    /** upcoming (not yet ended; the default), past (ended), or all. */
    when: Type.Optional(Type.Union([Type.Literal("upcoming"), Type.Literal("past"), Type.Literal("all")])),
    /** Events on some day of this month (YYYY-MM) in `timeZone` (UTC by default), for the calendar. */
    month: Type.Optional(Type.String({ pattern: "^\\d{4}-(0[1-9]|1[0-2])$" })),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const ParticipantPutSchema = Type.Object({ attending: Attending }, { additionalProperties: false });

export const ParticipantListQuerySchema = Type.Object(
  {
    attending: Type.Optional(Attending),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
