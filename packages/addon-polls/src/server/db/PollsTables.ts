import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables the polls add-on adds (migration `0001_polls`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type PollsTables = {
  polls: {
    pollID: Generated<number>;
    discussionID: number;
    name: string;
    multipleChoice: boolean;
    maxChoices: number | null;
    isPublic: boolean;
    dateClosed: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  pollOptions: { pollOptionID: Generated<number>; pollID: number; body: string; sort: number };
  pollVotes: { pollID: number; pollOptionID: number; userID: number; dateInserted: Timestamp };
};

export type PollsDb = Kysely<CoreTables & ForumTables & PollsTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function pollsDb(db: Kysely<CoreTables>): PollsDb {
  return db.withTables<ForumTables & PollsTables>();
}
