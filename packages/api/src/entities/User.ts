import type { Static } from "@sinclair/typebox";
import type { CurrentUserSchema, RoleSchema, UserCountsSchema, UserEditSchema, UserFragmentSchema, UserSchema } from "../responses/userResponseSchemas";

/** The smallest user shape, embedded as insertUser/lastUser/updateUser (`UserFragmentSchema`). */
export type UserFragment = Static<typeof UserFragmentSchema>;

/** The signed-in (or guest) user as `GET /users/me` answers it (`CurrentUserSchema`). */
export type CurrentUser = Static<typeof CurrentUserSchema>;

/** A full user record (`GET /users/{id}`, `UserSchema`). */
export type User = Static<typeof UserSchema>;

/** A user's editable fields (`GET /users/{id}/edit`, `UserEditSchema`). */
export type UserEdit = Static<typeof UserEditSchema>;

/** A role (`GET /roles`, `RoleSchema`). */
export type Role = Static<typeof RoleSchema>;

/** `GET /users/me-counts`. */
export type UserCounts = Static<typeof UserCountsSchema>;

/** A guest: userID 0, no photo, never active (spec §3 placeholder users). */
export const GUEST_USER: CurrentUser = {
  userID: 0,
  name: "Guest",
  photoUrl: "",
  dateLastActive: null,
  isAdmin: false,
  emailConfirmed: false,
  roleIDs: [],
  countUnreadNotifications: 0,
  countUnreadConversations: 0,
};
