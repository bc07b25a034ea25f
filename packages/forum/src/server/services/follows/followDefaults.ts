import type { CategoryPreferences, CategoryPreferencesPatch } from "@quorum/api";
import { readNotificationPreferences } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";

/** Whether a change only asks to follow: the follow dropdown's first open (spec §4), which the member's defaults fill. */
export function isBareFollow(patch: CategoryPreferencesPatch): boolean {
  const keys = Object.keys(patch);
  return keys.length === 1 && patch["preferences.followed"] === true;
}

/**
 * Spec §4 "following": a newly followed category notifies as the member's own notification
 * preferences say for new content (`NewDiscussion` for posts, `NewComment` for comments, popup and
 * email each), and is in the email digest when the member takes the digest. Emails the site does
 * not send read as off (`readNotificationPreferences`), so the email flags follow `emails.enabled`
 * and the digest `emails.digest`.
 */
export async function followDefaults(db: ForumDb, userID: number): Promise<Omit<CategoryPreferences, "preferences.followed">> {
  const [posts, comments, digest] = await Promise.all(
    ["NewDiscussion", "NewComment", "DigestEnabled"].map(async (key) => (await readNotificationPreferences(db, [userID], key)).get(userID)),
  );
  return {
    "preferences.popup.posts": posts?.popup ?? false,
    "preferences.email.posts": posts?.email ?? false,
    "preferences.popup.comments": comments?.popup ?? false,
    "preferences.email.comments": comments?.email ?? false,
    "preferences.email.digest": digest?.email ?? false,
  };
}
