/** The glyphs a badge may show without an upload (a small fixed set, drawn as text: no raw HTML). */
export const BADGE_ICONS = ["star", "comment", "trophy", "heart", "cake", "check", "medal", "rocket"] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];
/** An image uploaded to this site (`POST /media`), by its site-relative address. */
export type UploadedBadgeIcon = `/uploads/${string}`;
/** What a badge's `icon` holds: a glyph of the set, or an uploaded image. */
export type BadgeIconValue = BadgeIcon | UploadedBadgeIcon;

/** Whether an icon is an uploaded image rather than a glyph. */
export const isUploadedIcon = (icon: string): icon is UploadedBadgeIcon => icon.startsWith("/uploads/");

/** What an automatic badge counts: a member earns it once the count reaches `threshold`. */
export const BADGE_RULE_TYPES = ["comments", "anniversary", "reactions", "acceptedAnswers"] as const;
export type BadgeRuleType = (typeof BADGE_RULE_TYPES)[number];

export interface BadgeRule {
  type: BadgeRuleType;
  threshold: number;
}

/** A badge as `GET /badges/{id}` answers it. */
export interface Badge {
  badgeID: number;
  name: string;
  description: string;
  icon: BadgeIconValue;
  points: number;
  /** Awarded by the server when the rule is met; null for a badge moderators give. */
  rule: BadgeRule | null;
  /** Members may ask for it (manual badges only). */
  requestable: boolean;
  /** How many members hold it. */
  countUsers: number;
  url: string;
  dateInserted: string;
}

/** One member's badge (Vanilla's UserBadges, plus the badge's points and icon). */
export interface UserBadge {
  badgeID: number;
  name: string;
  description: string;
  icon: BadgeIconValue;
  points: number;
  url: string;
  /** When it was awarded. */
  dateInserted: string;
}

/** A member holding a badge, as `GET /badges/{id}/users` lists them. */
export interface BadgeHolder {
  userID: number;
  name: string;
  photoUrl: string | null;
  dateInserted: string;
}

export type BadgeRequestStatus = "pending" | "approved" | "denied";

/** A member's request for a badge. */
export interface BadgeRequest {
  requestID: number;
  badgeID: number;
  badgeName: string;
  userID: number;
  userName: string;
  reason: string;
  status: BadgeRequestStatus;
  dateInserted: string;
}

/** The leaderboard's periods: all time, this month, this week (Vanilla's slotType a, m, w). */
export const LEADERBOARD_SLOTS = ["a", "m", "w"] as const;
export type LeaderboardSlot = (typeof LEADERBOARD_SLOTS)[number];

export interface LeaderboardRow {
  userID: number;
  name: string;
  photoUrl: string | null;
  points: number;
}

export const badgeUrl = (badgeID: number): string => `/badges/${badgeID}`;

/** The spec's points label (docs/product.md, "Limits and display"): '%s point' for 0, as coded, else '%s points'. */
export const pointsLabel = (points: number): string => (points === 0 ? `${points} point` : `${points} points`);
