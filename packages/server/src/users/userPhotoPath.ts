import { STORAGE_KEY_PATTERN } from "../media/storageKey";

/** Extensions a profile photo may have: images every browser shows. */
const PHOTO_EXTENSIONS = new Set(["jpg", "jpeg", "gif", "png", "webp"]);

/**
 * The stored form of a photo address a client sent (`PATCH /users/{id}` `photoUrl`): "" for none,
 * else the site-relative address of an image uploaded through `POST /media` (`/uploads/<key>`),
 * also accepted absolute on this site's own origin as the API hands photos out. Null for anything
 * else: an outside address would let a profile load a tracker into every page it shows on.
 */
export function userPhotoPath(sent: string, origin: string): string | null {
  if (sent === "") return "";
  const path = sent.startsWith(`${origin}/`) ? sent.slice(origin.length) : sent;
  if (!path.startsWith("/uploads/")) return null;
  const key = path.slice("/uploads/".length);
  if (!STORAGE_KEY_PATTERN.test(key)) return null;
  return PHOTO_EXTENSIONS.has(key.slice(key.lastIndexOf(".") + 1)) ? path : null;
}
