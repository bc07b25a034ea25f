import { profileRecordOf, type HydrateContext } from "@quorum/server";
import { LEADERBOARD_SLOTS, type LeaderboardSlot } from "../../shared/Badge";
import { leaderboardWidget, profileBadgesWidget } from "../../shared/widgets";
import { badgesDb } from "../db/BadgesTables";
import { badgePoints } from "../services/badgePoints";
import { lazyBadges } from "../services/lazyBadges";
import { leaderboard } from "../services/leaderboard";
import { userBadges } from "../services/userBadges";

/** The profile tab this add-on offers (`userHooks.profileTab`). */
export const BADGES_TAB = "badges";

const isSlot = (value: unknown): value is LeaderboardSlot => typeof value === "string" && (LEADERBOARD_SLOTS as readonly string[]).includes(value);

/**
 * `react.badges.leaderboard` -> LeaderboardWidget: the first `limit` members by points in the
 * layout's period (all time unless `slot` says otherwise), rendered on the server.
 */
const leaderboardHydrator = leaderboardWidget.hydrate<HydrateContext>(async (props, ctx) => {
  const slot = isSlot(props.slot) ? props.slot : "a";
  const limit = typeof props.limit === "number" && props.limit >= 1 && props.limit <= 100 ? props.limit : 10;
  return { ...props, slot, limit, rows: await leaderboard(badgesDb(ctx.db), slot, limit, new Date()) };
});

/**
 * `react.badges.profile` -> ProfileBadgesWidget: on the profile's badges tab, the member's badges
 * and points (anniversaries and reactions worked out first); elsewhere, and for the restricted
 * view of a private or banned profile, nothing (`badges: null`).
 */
const profileBadgesHydrator = profileBadgesWidget.hydrate<HydrateContext>(async (props, ctx) => {
  const profile = profileRecordOf(ctx.record);
  const userName = profile?.user.name ?? "";
  if (!profile || profile.tab !== BADGES_TAB || profile.view !== "full") return { ...props, userName, points: 0, badges: null };
  const db = badgesDb(ctx.db);
  const userID = profile.user.userID;
  await lazyBadges(db, userID, new Date());
  const points = (await badgePoints([userID], ctx)).get(userID) ?? 0;
  return { ...props, userName, points, badges: await userBadges(db, userID) };
});

export const BADGE_WIDGETS = [leaderboardHydrator, profileBadgesHydrator];
