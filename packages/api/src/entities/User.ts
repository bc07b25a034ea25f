/** The smallest user shape, embedded as insertUser/lastUser/updateUser. */
export interface UserFragment {
  userID: number;
  name: string;
  url?: string;
  photoUrl: string;
  dateLastActive: string | null;
  title?: string;
  label?: string;
  banned?: 0 | 1;
  private?: boolean;
  /**
   * The author's signature, on the authors of a post page's posts when `signatures.enabled` is
   * on (spec §3 `signature.body`): `body` is sanitized HTML there. Absent otherwise.
   */
  signature?: { body: string } | null;
}

/** The signed-in (or guest) user as `GET /users/me` answers it (spec §3 "Current user"). */
export interface CurrentUser extends UserFragment {
  email?: string;
  isAdmin: boolean;
  emailConfirmed: boolean;
  roleIDs: number[];
  countUnreadNotifications: number;
  countUnreadConversations: number;
  signature?: { body: string } | null;
}

/** A full user record (`GET /users/{id}`). */
export interface User extends UserFragment {
  email?: string;
  roleIDs: number[];
  /** When the account was made. Features add their own fields (the forum: its post counts). */
  dateInserted: string;
}

/** `GET /users/me-counts`. */
export interface UserCounts {
  counts: Array<{ name: string; count: number }>;
}

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
