import { profileAccess, type User } from "@quorum/api";
import type { Viewer } from "../addons/defineServerAddon";
import { forbidden } from "../errors/forbidden";
import { notFound } from "../errors/notFound";
import type { QuorumContext } from "../QuorumContext";
import { selectUsers } from "./selectUsers";
import { toUser } from "./toUser";
import type { UserRow } from "./UserRow";

/** Marks the restricted answers (not sent: the client applies the same rule, `profileAccess`). */
const restricted = new WeakSet<User>();

/** Whether `readProfile` answered the restricted view of a private or banned profile. */
export function isRestricted(user: User): boolean {
  return restricted.has(user);
}

/**
 * A user as `viewer` may see them (spec §6, `profileAccess` of @quorum/api): 403 without
 * profiles.view (or users.add/edit/delete) unless it is the viewer; 404 when there is no such
 * user; a private or banned profile restricted to its name, photo and flags for those without
 * personalInfo.view; the email only for the user and holders of personalInfo.view.
 */
export async function readProfile(ctx: Pick<QuorumContext, "db">, viewer: Viewer, userID: number): Promise<User> {
  return profileOf(viewer, await selectUsers(ctx.db).where("users.userID", "=", userID).executeTakeFirst());
}

/** `readProfile` by name (the profile page's address), names compared as stored. */
export async function readProfileByName(ctx: Pick<QuorumContext, "db">, viewer: Viewer, name: string): Promise<User> {
  return profileOf(viewer, await selectUsers(ctx.db).where("users.name", "=", name).executeTakeFirst());
}

function profileOf(viewer: Viewer, row: UserRow | undefined): User {
  // Refused before the lookup's outcome is told: without the permission, a missing user and a
  // present one answer alike.
  const access = profileAccess(viewer.permissions, viewer.user.userID, row ?? { userID: -1 });
  if (access.view === "none") throw forbidden("Permission Problem", "You need the profiles.view permission.");
  if (!row) throw notFound("User");
  if (access.view === "full") return toUser(row, access.showEmail);
  const user: User = {
    userID: row.userID,
    name: row.name,
    url: toUser(row, false).url,
    photoUrl: row.photoUrl,
    dateLastActive: null,
    private: row.private,
    banned: row.banned ? 1 : 0,
    roleIDs: [],
    dateInserted: row.dateInserted.toISOString(),
  };
  restricted.add(user);
  return user;
}
