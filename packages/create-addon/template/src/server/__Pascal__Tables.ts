import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

/** The tables __Title__ adds (its migrations create them). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
export type __Pascal__Tables = {
  __camel__Items: {
    itemID: Generated<number>;
    name: string;
    dateInserted: ColumnType<Date, Date | string, Date | string>;
  };
};

/** The site's database handle, typed with this add-on's tables too (types only; same connection). */
export function __camel__Db(db: Kysely<CoreTables>): Kysely<CoreTables & __Pascal__Tables> {
  return db.withTables<__Pascal__Tables>();
}
