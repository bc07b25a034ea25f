import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb, type ForumDatabase } from "@quorum/forum/contract/server";
import type { IdeaStatusState } from "../../shared/IdeaAttributes";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The add-on's own tables (migration 0001_ideation). */
type IdeationOwnTables = {
  /** A category with a row here is an idea category. */
  ideationCategories: { categoryID: number; allowDownVotes: boolean; dateUpdated: Timestamp };
  ideationStatuses: { statusID: Generated<number>; name: string; state: IdeaStatusState; sort: number; isDefault: boolean };
  /** One vote per member per idea; value +1 or -1. */
  ideationVotes: { discussionID: number; userID: number; value: number; dateInserted: Timestamp };
  /** The note of an idea's last status change. */
  ideationNotes: { discussionID: number; note: string; updateUserID: number; dateUpdated: Timestamp };
};

/** A Kysely handle (or transaction) over the forum's and the add-on's tables. */
export type IdeationDb = Kysely<ForumDatabase & IdeationOwnTables>;

/** Widens the framework's handle to the forum's and the add-on's tables (types only; same connection). */
export function ideationDb(db: Kysely<CoreTables>): IdeationDb {
  return forumDb(db).withTables<IdeationOwnTables>();
}
