import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely } from "kysely";
import type { BadgeRequestStatus } from "../../shared/Badge";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables the badges add-on adds (migration `0001_badges`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type BadgesTables = {
  badges: {
    badgeID: Generated<number>;
    name: string;
    description: Generated<string>;
    icon: string;
    points: Generated<number>;
    ruleType: string | null;
    ruleThreshold: number | null;
    requestable: Generated<boolean>;
    insertUserID: number | null;
    dateInserted: Timestamp;
  };
  userBadges: { badgeID: number; userID: number; insertUserID: number | null; reason: Generated<string>; dateInserted: Timestamp };
  badgeRequests: {
    requestID: Generated<number>;
    badgeID: number;
    userID: number;
    reason: string;
    status: ColumnType<BadgeRequestStatus, BadgeRequestStatus | undefined, BadgeRequestStatus>;
    updateUserID: number | null;
    dateInserted: Timestamp;
    dateUpdated: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
};

export type BadgesDb = Kysely<CoreTables & ForumTables & BadgesTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function badgesDb(db: Kysely<CoreTables>): BadgesDb {
  return db.withTables<ForumTables & BadgesTables>();
}
