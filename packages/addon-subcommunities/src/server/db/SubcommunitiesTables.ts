import type { ForumTables } from "@quorum/forum/contract/server";
import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The table the subcommunities add-on adds (migration `0001_subcommunities`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type SubcommunitiesTables = {
  subcommunities: {
    subcommunityID: Generated<number>;
    name: string;
    folder: string;
    locale: string;
    categoryID: number;
    description: string;
    sort: number;
    dateInserted: Timestamp;
  };
};

export type SubcommunitiesDb = Kysely<CoreTables & ForumTables & SubcommunitiesTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function subcommunitiesDb(db: Kysely<CoreTables>): SubcommunitiesDb {
  return db.withTables<ForumTables & SubcommunitiesTables>();
}
