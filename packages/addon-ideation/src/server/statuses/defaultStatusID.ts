import type { IdeationDb } from "../db/IdeationTables";

/** The status a new idea starts with: the default one, else the first by sort (0 when the list is empty). */
export async function defaultStatusID(db: IdeationDb): Promise<number> {
  const row = await db.selectFrom("ideationStatuses").select("statusID").orderBy("isDefault", "desc").orderBy("sort").orderBy("statusID").executeTakeFirst();
  return row?.statusID ?? 0;
}
