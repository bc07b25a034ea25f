import type { ForumTables } from "@quorum/forum/contract/server";
import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import type { GroupPrivacy, GroupRole } from "../../shared/Group";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables the groups add-on adds (migration `0001_groups`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type GroupsTables = {
  groups: {
    groupID: Generated<number>;
    name: string;
    description: string;
    iconUrl: string | null;
    bannerUrl: string | null;
    privacy: GroupPrivacy;
    insertUserID: number;
    dateInserted: Timestamp;
    dateUpdated: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** Migration 0002: the hidden forum category its discussions are in, made with its first one. */
    categoryID: ColumnType<number | null, number | null | undefined, number | null>;
  };
  groupMembers: { groupID: number; userID: number; role: GroupRole; dateInserted: Timestamp };
  groupApplicants: {
    groupID: number;
    userID: number;
    type: "request" | "invitation";
    inviteUserID: number | null;
    dateInserted: Timestamp;
  };
  groupDiscussions: { discussionID: number; groupID: number };
};

export type GroupsDb = Kysely<CoreTables & ForumTables & GroupsTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function groupsDb(db: Kysely<CoreTables>): GroupsDb {
  return db.withTables<ForumTables & GroupsTables>();
}
