import type { SearchQuery, Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { followedCategoryIDs } from "../follows/followedCategoryIDs";

/**
 * The categories a search may return posts from: those the viewer sees (`discussions.view` there
 * and in every ancestor), narrowed by `categoryIDs` (with their subtrees when
 * `includeChildCategories`) and `followedCategories`. null: every category (nothing hidden, no
 * narrowing). A hidden or missing category narrows to nothing alike, so the answer never tells
 * one from the other. No category is archived yet, so `includeArchivedCategories` changes nothing.
 */
export async function searchCategoryScope(db: ForumDb, index: CategoryIndex, viewer: Viewer, query: SearchQuery): Promise<number[] | null> {
  const visible = viewableCategories(index, viewer.permissions);
  let scope: Set<number> | null = visible.size === index.rows.length ? null : new Set(visible.keys());
  const narrow = (ids: Iterable<number>) => {
    const next = new Set<number>();
    for (const id of ids) if (scope === null ? index.get(id) : scope.has(id)) next.add(id);
    scope = next;
  };
  if (query.categoryIDs) {
    const asked = query.includeChildCategories
      ? query.categoryIDs.flatMap((id) => (index.get(id) ? index.subtree(id).map((row) => row.categoryID) : []))
      : query.categoryIDs;
    narrow(asked);
  }
  if (query.followedCategories) narrow(await followedCategoryIDs(db, viewer));
  return scope === null ? null : [...scope];
}
