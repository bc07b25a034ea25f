import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/** A count a feature keeps per member (`userHooks.counts`). */
export interface UserCount {
  /** Its name in `GET /users/me-counts` ("UnreadConversations"). */
  name: string;
  /** The current user's field it fills (`GET /users/me`, the page bootstrap, the notification stream). */
  field: "countUnreadConversations";
  /** The counts of some members, one query for all of them; a member missing from the map has 0. */
  count(db: Kysely<CoreTables>, userIDs: readonly number[]): Promise<Map<number, number>>;
}
