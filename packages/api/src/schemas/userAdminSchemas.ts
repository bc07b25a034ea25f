import { Type, type Static } from "@sinclair/typebox";
import { NewPasswordSchema, UserEmailSchema, UserNameSchema } from "./authSchemas";
import { RecordID } from "./recordIDSchemas";
import { USER_SIGNATURE_MAX_LENGTH, USER_TITLE_MAX_LENGTH } from "../userLimits";

/** A user's roles as `POST /users` and `PATCH /users/{id}` take them (Vanilla's `roleID`): at least one, no repeats. */
const RoleIDsSchema = Type.Array(RecordID(), { minItems: 1, maxItems: 50, uniqueItems: true });

/**
 * Body of `PATCH /users/{id}`: every field optional. A member may change their own name, photo,
 * title, signature (when `signatures.enabled`) and privacy; the rest (email, emailConfirmed,
 * roleID) needs `users.edit`, and nobody changes their own roles. `photoUrl` is "" (no photo) or the
 * address of an image uploaded with `POST /media` (`/uploads/...`).
 */
export const UserPatchSchema = Type.Object(
  {
    name: Type.Optional(UserNameSchema),
    email: Type.Optional(UserEmailSchema),
    photoUrl: Type.Optional(Type.String({ maxLength: 500 })),
    title: Type.Optional(Type.String({ maxLength: USER_TITLE_MAX_LENGTH })),
    signature: Type.Optional(Type.String({ maxLength: USER_SIGNATURE_MAX_LENGTH })),
    private: Type.Optional(Type.Boolean()),
    emailConfirmed: Type.Optional(Type.Boolean()),
    roleID: Type.Optional(RoleIDsSchema),
  },
  { additionalProperties: false },
);
export type UserPatch = Static<typeof UserPatchSchema>;

/** Body of `POST /users` (`users.add`): a new account made by a site manager; roles default to the member roles. */
export const UserPostSchema = Type.Object(
  {
    name: UserNameSchema,
    email: UserEmailSchema,
    password: NewPasswordSchema,
    roleID: Type.Optional(RoleIDsSchema),
    emailConfirmed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UserPost = Static<typeof UserPostSchema>;

/** Body (and answer) of `PUT /users/{id}/ban` (Vanilla's): ban or unban. */
export const UserBanSchema = Type.Object({ banned: Type.Boolean() }, { additionalProperties: false });
export type UserBan = Static<typeof UserBanSchema>;

/** Query of `GET /users` (site managers' list): a part of the name to look for, and the page. */
export const UsersQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type UsersQuery = Static<typeof UsersQuerySchema>;

/** Query of `GET /roles` (spec §7: the client asks with limit 500). */
export const RolesQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type RolesQuery = Static<typeof RolesQuerySchema>;
