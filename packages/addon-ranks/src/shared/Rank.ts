/** The tones a rank's label may take: core's label styles them (a user fragment's `labelStyle`). */
export const RANK_LABEL_STYLES = ["plain", "primary", "success", "danger"] as const;
export type RankLabelStyle = (typeof RANK_LABEL_STYLES)[number];

/** What a member needs for a rank: every criterion set must hold (null: not asked). */
export interface RankCriteria {
  /** Discussions and comments posted (the forum's counts). */
  posts: number | null;
  /** Points from every enabled points source (`userPoints` of @quorum/server). */
  points: number | null;
  /** Days since joining. */
  days: number | null;
  /** One of these roles (empty: any). */
  roleIDs: number[];
  /** Given by a site manager only (`PUT /users/{id}/rank`); the other criteria are then ignored. */
  manual: boolean;
}

/** What a rank allows its members. */
export interface RankAbilities {
  /** Links in posts: false refuses a discussion or comment with a link (422 on `body`). */
  links: boolean;
}

/** A rank as `GET /ranks` answers it. */
export interface Rank {
  rankID: number;
  /** Its name in the settings. */
  name: string;
  /** The label shown beside its members' names. */
  userTitle: string;
  labelStyle: RankLabelStyle;
  /** Higher wins: a member holds the highest-level rank whose criteria they meet. */
  level: number;
  criteria: RankCriteria;
  abilities: RankAbilities;
  /** Members holding it now. */
  countUsers: number;
  dateInserted: string;
  dateUpdated: string | null;
}

/** A member's rank as `PUT /users/{id}/rank` answers it. */
export interface UserRank {
  userID: number;
  rankID: number | null;
  /** Given by a site manager (kept until they change it) rather than earned. */
  manual: boolean;
}
