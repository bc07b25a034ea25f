import { Type } from "@sinclair/typebox";
import { BADGE_RULE_TYPES, LEADERBOARD_SLOTS } from "../../shared/Badge";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: "\\S" });
// A glyph of the set or an uploaded image's address: the route checks which (`badgeIconValue`).
const Icon = Type.String({ minLength: 1, maxLength: 300 });
const Rule = Type.Union([
  Type.Object(
    { type: Type.Union(BADGE_RULE_TYPES.map((type) => Type.Literal(type))), threshold: Type.Integer({ minimum: 1, maximum: 1000000 }) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
const Reason = Type.String({ maxLength: 500 });

export const BadgePostSchema = Type.Object(
  {
    name: Name,
    description: Type.Optional(Type.String({ maxLength: 500 })),
    icon: Icon,
    points: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    rule: Type.Optional(Rule),
    requestable: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const BadgePatchSchema = Type.Partial(BadgePostSchema, { additionalProperties: false, minProperties: 1 });

export const BadgeIDParamsSchema = Type.Object({ id: ID });
export const BadgeUserParamsSchema = Type.Object({ id: ID, userID: ID });
export const UserIDParamsSchema = Type.Object({ id: ID });
export const RequestIDParamsSchema = Type.Object({ requestID: ID });

export const PageQuerySchema = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);

export const GiveBadgeSchema = Type.Object({ userID: ID, reason: Type.Optional(Reason) }, { additionalProperties: false });

export const RequestPostSchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: "\\S" }) }, { additionalProperties: false });

export const RequestListQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Literal("pending"), Type.Literal("approved"), Type.Literal("denied")])),
    badgeID: Type.Optional(ID),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const RequestPatchSchema = Type.Object({ status: Type.Union([Type.Literal("approved"), Type.Literal("denied")]) }, { additionalProperties: false });

export const LeaderboardQuerySchema = Type.Object(
  {
    slotType: Type.Optional(Type.Union(LEADERBOARD_SLOTS.map((slot) => Type.Literal(slot)))),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
