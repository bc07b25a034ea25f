import { forumLayouts } from "@quorum/forum/contract/server";
import { coreLayouts, place } from "@quorum/server";
import { leaderboardWidget, profileBadgesWidget } from "../../shared/widgets";

/**
 * The leaderboard in the home page's side column, after the new-post menu; the badges tab's list
 * in the profile's main column (it renders only on that tab). Gone while the add-on is disabled.
 */
export const BADGE_PLACEMENTS = [
  place({
    layout: forumLayouts.home,
    at: "secondary",
    id: "badges.leaderboard",
    widget: leaderboardWidget,
    props: { title: "Leaderboard", limit: 10 },
    order: "after:forum.newPost",
  }),
  place({ layout: coreLayouts.profile, at: "main", id: "badges.profile", widget: profileBadgesWidget, props: {} }),
];
