import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { ROLE_IDS, USER_COLUMNS } from "./UserRow";

/** A query of users as `UserRow`s (columns plus their role ids), to narrow with `where`. */
export function selectUsers(db: Kysely<CoreTables>) {
  return db.selectFrom("users").select([...USER_COLUMNS, ROLE_IDS]);
}
