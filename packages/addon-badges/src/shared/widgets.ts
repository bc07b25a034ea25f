import { defineWidget } from "@quorum/api";
import type { LeaderboardRow, LeaderboardSlot, UserBadge } from "./Badge";

/** The points leaderboard: the first page of each period, server-rendered. */
export interface LeaderboardWidgetProps {
  title?: string;
  limit?: number;
  slot: LeaderboardSlot;
  rows: LeaderboardRow[];
}

/** A profile's badges tab: the member's badges, or null on another tab (renders nothing). */
export interface ProfileBadgesWidgetProps {
  userName: string;
  points: number;
  badges: UserBadge[] | null;
}

export const leaderboardWidget = defineWidget<LeaderboardWidgetProps>({ id: "react.badges.leaderboard", component: "LeaderboardWidget" });
export const profileBadgesWidget = defineWidget<ProfileBadgesWidgetProps>({ id: "react.badges.profile", component: "ProfileBadgesWidget" });
