import { Type } from "@sinclair/typebox";

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = (maxLength: number) => Type.String({ maxLength });

/** `POST /tick`: the spec's page-view fields (§3 "Page-view event") and the event's `type`. */
export const TickBodySchema = Type.Object({
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  pageName: Type.Optional(Text(200)),
  discussionID: Type.Optional(Id),
  categoryID: Type.Optional(Id),
  siteSectionID: Type.Optional(Text(100)),
  referrer: Type.Optional(Text(2000)),
  groupID: Type.Optional(Id),
  eventID: Type.Optional(Id),
});

/** `POST /analytics/privacy`: TRUE=1, FALSE=0, DEFAULT=-1 (spec §3). */
export const PrivacyBodySchema = Type.Object({
  AnonymizeData: Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(-1)]),
});

// The days' form is checked by the route (`readDayRange`), after its permission check.
const Day = Type.Optional(Type.String({ maxLength: 30 }));

/** `GET /analytics/summary`: a range of UTC days, both ends included. */
export const SummaryQuerySchema = Type.Object({
  from: Day,
  to: Day,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
