import type { HookContext } from "@quorum/server";
import type { PostRecord } from "./PostRecord";

/** What the forum's hooks see: the database (the mutation's transaction, for write hooks), who asks, and more. */
export interface ForumHookContext extends HookContext {
  /**
   * Serializers: the discussions the records belong to, by id, when the forum has loaded them
   * already (a thread's comments: their one discussion). A hook that depends on the discussion
   * reads it here instead of querying (Q&A leaves the comments of non-questions alone with no
   * query). An id missing from the map, or no map, means not known: query it.
   */
  discussions?: ReadonlyMap<number, PostRecord>;
}
