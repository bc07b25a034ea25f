import { Type } from "@sinclair/typebox";

/** An ISO 8601 time, as every date of the API is written. */
export const DateTimeSchema = Type.String({ format: "date-time" });

/** An absolute URL (Vanilla's clients read user links and photos as such). */
const AbsoluteUrl = Type.String({ format: "uri" });

/** The smallest user shape, embedded as insertUser/lastUser/updateUser (spec §3 "User fragment"). */
export const UserFragmentSchema = Type.Object({
  userID: Type.Integer(),
  name: Type.String(),
  /** The profile page, absolute. */
  url: Type.Optional(AbsoluteUrl),
  /** The photo, absolute: the default photo's address when the user has none (`DEFAULT_PHOTO_PATH`). */
  photoUrl: AbsoluteUrl,
  dateLastActive: Type.Union([DateTimeSchema, Type.Null()]),
  title: Type.Optional(Type.String()),
  /** A short label shown beside the name (a rank's, from an add-on): plain text. */
  label: Type.Optional(Type.String()),
  /**
   * How `label` looks: one of a few named tones the theme styles (never CSS or HTML from the
   * site's managers). Absent: "plain".
   */
  labelStyle: Type.Optional(Type.Union([Type.Literal("plain"), Type.Literal("primary"), Type.Literal("success"), Type.Literal("danger")])),
  banned: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  private: Type.Optional(Type.Boolean()),
  /**
   * The author's signature, on the authors of a post page's posts when `signatures.enabled` is
   * on (spec §3 `signature.body`): `body` is sanitized HTML there. Absent otherwise.
   */
  signature: Type.Optional(Type.Union([Type.Object({ body: Type.String() }), Type.Null()])),
});

/** The signed-in (or guest) user as `GET /users/me` answers it (spec §3 "Current user"). */
export const CurrentUserSchema = Type.Composite([
  UserFragmentSchema,
  Type.Object({
    email: Type.Optional(Type.String()),
    isAdmin: Type.Boolean(),
    /** Vanilla's flag for its own staff: always false on a Quorum site (in `GET /users/me`). */
    isSysAdmin: Type.Optional(Type.Boolean()),
    emailConfirmed: Type.Boolean(),
    roleIDs: Type.Array(Type.Integer()),
    /** The site-wide permissions the user holds, by name (Vanilla's list; in `GET /users/me`). */
    permissions: Type.Optional(Type.Array(Type.String())),
    countUnreadNotifications: Type.Integer(),
    countUnreadConversations: Type.Integer(),
  }),
]);

/** A full user record (`GET /users/{id}`); features add their own fields (the forum: its post counts). */
export const UserSchema = Type.Composite([
  UserFragmentSchema,
  Type.Object({
    email: Type.Optional(Type.String()),
    roleIDs: Type.Array(Type.Integer()),
    /** When the account was made. */
    dateInserted: DateTimeSchema,
  }),
]);

/** `GET /users/me-counts`. */
export const UserCountsSchema = Type.Object({
  counts: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() })),
});

/** A role as `GET /roles` lists it (spec §3 "Role"; Vanilla's required fields). */
export const RoleSchema = Type.Object({
  roleID: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** guest, member, moderator, administrator or custom. */
  type: Type.String(),
  /** Whether a site manager could delete it: the four built-in roles cannot be. */
  deletable: Type.Boolean(),
  /** Whether its members may sign in (every Quorum role may). */
  canSession: Type.Boolean(),
  /** Whether holding it is personal information (no Quorum role is). */
  personalInfo: Type.Boolean(),
});

/**
 * A user's editable fields as `GET /users/{id}/edit` answers them (the user themselves, or
 * `users.edit`): what the profile and user forms start from. `signature` is the markdown source.
 * No `userID` (the caller named it): the API makes every user's `photoUrl` absolute, the default
 * photo's for none, and here the stored value is the point.
 */
export const UserEditSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  /** As stored: "" for none, else the site-relative address of an upload. */
  photoUrl: Type.String(),
  title: Type.String(),
  signature: Type.String(),
  private: Type.Boolean(),
  banned: Type.Boolean(),
  emailConfirmed: Type.Boolean(),
  isAdmin: Type.Boolean(),
  roleIDs: Type.Array(Type.Integer()),
});
