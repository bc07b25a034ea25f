import { Type } from "@sinclair/typebox";
import { RANK_LABEL_STYLES } from "../../shared/Rank";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: "\\S" });
const Minimum = Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]);

const RankFields = {
  name: Text(100),
  /** The label beside members' names; the name when left out. */
  userTitle: Text(40),
  labelStyle: Type.Union(RANK_LABEL_STYLES.map((style) => Type.Literal(style))),
  level: Type.Integer({ minimum: 1, maximum: 10_000 }),
  criteria: Type.Object(
    {
      posts: Type.Optional(Minimum),
      points: Type.Optional(Minimum),
      days: Type.Optional(Minimum),
      roleIDs: Type.Optional(Type.Array(ID, { maxItems: 50, uniqueItems: true })),
      manual: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  abilities: Type.Object({ links: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
};

export const RankPostSchema = Type.Object(
  {
    name: RankFields.name,
    userTitle: Type.Optional(RankFields.userTitle),
    labelStyle: Type.Optional(RankFields.labelStyle),
    /** Where it goes; above every rank when left out. */
    level: Type.Optional(RankFields.level),
    criteria: Type.Optional(RankFields.criteria),
    abilities: Type.Optional(RankFields.abilities),
  },
  { additionalProperties: false },
);

export const RankPatchSchema = Type.Partial(Type.Object(RankFields), { additionalProperties: false });

export const RankOrderSchema = Type.Object({ rankIDs: Type.Array(ID, { minItems: 1, maxItems: 500, uniqueItems: true }) }, { additionalProperties: false });

export const UserRankPutSchema = Type.Object({ rankID: Type.Union([ID, Type.Null()]) }, { additionalProperties: false });

export const RankIDParamsSchema = Type.Object({ rankID: ID });
export const UserIDParamsSchema = Type.Object({ id: ID });
