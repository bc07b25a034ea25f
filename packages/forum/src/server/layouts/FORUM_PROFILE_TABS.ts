import type { ProfileTab } from "@quorum/server";

/**
 * The forum's tabs of a profile (`/profile/{userName}`, `/profile/discussions/{userName}`, ...):
 * what each lists is `profilePostsWidget`'s. Activity is the page's default tab.
 */
export const FORUM_PROFILE_TABS: readonly ProfileTab[] = [
  { id: "", name: "Activity", order: 10 },
  { id: "discussions", name: "Discussions", order: 20 },
  { id: "comments", name: "Comments", order: 30 },
  { id: "reactions", name: "Reactions", order: 40 },
];
