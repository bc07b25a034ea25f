// The server half of @quorum/addon-badges (`@quorum/addon-badges/server`): badges with an icon,
// description and points, automatic and manual, requests, the members' points and a leaderboard
// (issue 17 §4).
import { qnaHooks } from "@quorum/addon-qna/contract/server";
import { forumHooks } from "@quorum/forum/contract/server";
import { definePermission, defineServerAddon, pointsHooks, userHooks } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { MANAGE_PERMISSION, MODERATE_PERMISSION, REQUEST_PERMISSION } from "../shared/BADGE_PERMISSIONS";
import { BADGE_PLACEMENTS } from "./layouts/BADGE_PLACEMENTS";
import { BADGE_WIDGETS, BADGES_TAB } from "./layouts/BADGE_WIDGETS";
import { m0001Badges } from "./migrations/0001_badges";
import { badgesRoutes } from "./routes/badgesRoutes";
import { seedBadges } from "./seed/seedBadges";
import { acceptedAnswerBadges } from "./services/acceptedAnswerBadges";
import { badgePoints } from "./services/badgePoints";
import { commentBadges } from "./services/commentBadges";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Badges",
  description:
    "Badges with points: automatic ones for comments, anniversaries and reactions, manual ones moderators give or members request; a points leaderboard.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(MANAGE_PERMISSION, { scope: "global", defaultRoles: ["administrator"], description: "Create, edit and delete badges." }),
    definePermission(MODERATE_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "Give and take back badges; approve or deny members' requests.",
    }),
    definePermission(REQUEST_PERMISSION, {
      scope: "global",
      defaultRoles: ["member", "moderator", "administrator"],
      description: "Ask for a requestable badge.",
    }),
  ],
  migrations: [m0001Badges],
  extend: [
    forumHooks.commentAfterCreate.with(commentBadges),
    // Q&A's contract: heard only while Q&A is enabled.
    qnaHooks.answerAccepted.with(acceptedAnswerBadges),
    pointsHooks.source.with(badgePoints),
    userHooks.profileTab.with({ id: BADGES_TAB, name: "Badges", order: 50 }),
  ],
  routes: badgesRoutes,
  widgets: BADGE_WIDGETS,
  placements: BADGE_PLACEMENTS,
  seed: seedBadges,
});

export type {
  Badge,
  BadgeHolder,
  BadgeIcon,
  BadgeIconValue,
  BadgeRequest,
  BadgeRequestStatus,
  BadgeRule,
  BadgeRuleType,
  LeaderboardRow,
  LeaderboardSlot,
  UploadedBadgeIcon,
  UserBadge,
} from "../shared/Badge";
export { MANAGE_PERMISSION, MODERATE_PERMISSION, REQUEST_PERMISSION } from "../shared/BADGE_PERMISSIONS";
