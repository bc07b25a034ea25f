import { Type, type Static } from "@sinclair/typebox";

/** Orders of `GET /users/by-names`; "mention" puts users active in the last 90 days first (spec §9). */
export const USER_NAME_ORDERS = ["name", "mention", "countComments", "dateLastActive"] as const;
export type UserNameOrder = (typeof USER_NAME_ORDERS)[number];

/** Query of `GET /users/by-names`: `name` is a whole name, or a prefix with a trailing `*`. */
export const UsersByNamesQuerySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  order: Type.Optional(Type.Union(USER_NAME_ORDERS.map((o) => Type.Literal(o)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type UsersByNamesQuery = Static<typeof UsersByNamesQuerySchema>;

/** Query of `GET /users/{id}/reacted`: the user's posts that received the reaction `reactionUrlcode`. */
export const UserReactedQuerySchema = Type.Object({
  reactionUrlcode: Type.String({ minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9-]+$" }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type UserReactedQuery = Static<typeof UserReactedQuerySchema>;
