import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely, Selectable, Updateable } from "kysely";
import type { RankLabelStyle } from "../../shared/Rank";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The tables the ranks add-on adds (migration `0001_ranks`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type RanksTables = {
  ranks: {
    rankID: Generated<number>;
    name: string;
    userTitle: string;
    labelStyle: Defaulted<RankLabelStyle>;
    level: number;
    minPosts: Nullable<number>;
    minPoints: Nullable<number>;
    minDays: Nullable<number>;
    /** JSON array of role ids (any of). */
    roleIDs: ColumnType<number[], string | undefined, string>;
    manualOnly: Defaulted<boolean>;
    allowLinks: Defaulted<boolean>;
    dateInserted: Timestamp;
    dateUpdated: Nullable<Date>;
  };
  /** Each member's stored rank (null: computed, none qualifies). */
  userRanks: {
    userID: number;
    rankID: number | null;
    manual: boolean;
    dateComputed: Timestamp;
  };
};

/** A rank as stored. */
export type RankRow = Selectable<RanksTables["ranks"]>;
/** Columns a change of a rank sets. */
export type RankUpdate = Updateable<RanksTables["ranks"]>;

export type RanksDb = Kysely<CoreTables & ForumTables & RanksTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function ranksDb(db: Kysely<CoreTables>): RanksDb {
  return db.withTables<ForumTables & RanksTables>();
}
