import { Type } from "@sinclair/typebox";

const StatusName = Type.String({ minLength: 1, maxLength: 60 });
const StatusState = Type.Union([Type.Literal("open"), Type.Literal("closed")]);

/** Body of `POST /ideation/statuses`. */
export const StatusPostSchema = Type.Object(
  { name: StatusName, state: StatusState, sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })), isDefault: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Body of `PATCH /ideation/statuses/{id}`: any of the fields. */
export const StatusPatchSchema = Type.Partial(StatusPostSchema, { additionalProperties: false, minProperties: 1 });

/** Body of `PATCH /categories/{id}/ideation`. */
export const CategorySettingsPatchSchema = Type.Object(
  { enabled: Type.Optional(Type.Boolean()), allowDownVotes: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

/** Body of `PUT /discussions/{id}/idea-vote`. */
export const VotePutSchema = Type.Object({ vote: Type.Union([Type.Literal("up"), Type.Literal("down")]) }, { additionalProperties: false });

/** Body of `PATCH /discussions/{id}/idea-status`. */
export const IdeaStatusPatchSchema = Type.Object(
  { statusID: Type.Integer({ minimum: 1 }), note: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
