import { STORAGE_KEY_PATTERN, validationError } from "@quorum/server";
import { BADGE_ICONS, type BadgeIconValue } from "../../shared/Badge";
import type { BadgesDb } from "../db/BadgesTables";

/** The image types a browser shows in place and the upload checks byte by byte (no SVG: it can carry script). */
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * The icon to store for what a manager sent: a glyph of the fixed set as is, or an image uploaded
 * to this site through `POST /media`, stored as its site-relative address (`/uploads/<key>`; also
 * accepted absolute on this site's origin, as the API hands addresses out). Anything else — an
 * outside address, a path that is no upload, an upload that is not an image — is a 422 on `icon`,
 * so no badge shows an image from elsewhere in every member's profile and card.
 */
export async function badgeIconValue(db: BadgesDb, sent: string, origin: string): Promise<BadgeIconValue> {
  const glyph = BADGE_ICONS.find((icon) => icon === sent);
  if (glyph) return glyph;
  const path = sent.startsWith(`${origin}/`) ? sent.slice(origin.length) : sent;
  const key = path.startsWith("/uploads/") ? path.slice("/uploads/".length) : "";
  if (STORAGE_KEY_PATTERN.test(key)) {
    const media = await db.selectFrom("media").select("mediaID").where("storageKey", "=", key).where("type", "in", IMAGE_TYPES).executeTakeFirst();
    if (media) return `/uploads/${key}`;
  }
  throw validationError("icon", "icon must be one of the icons or an image uploaded to this site.", "invalidIcon");
}
