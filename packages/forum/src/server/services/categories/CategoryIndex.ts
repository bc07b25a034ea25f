import type { Selectable } from "kysely";
import type { ForumDb, ForumTables } from "../../db/ForumTables";

export type CategoryRow = Selectable<ForumTables["categories"]>;

/**
 * Every category, loaded in one query and navigated in memory. A forum has tens to hundreds of
 * categories, so one small read per request is cheaper than recursive SQL for trees, ancestors,
 * descendants and permission filtering.
 */
export class CategoryIndex {
  readonly rows: readonly CategoryRow[];
  private readonly byID = new Map<number, CategoryRow>();
  private readonly byUrlcode = new Map<string, CategoryRow>();
  private readonly childrenOf = new Map<number | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    this.rows = rows;
    for (const row of rows) {
      this.byID.set(row.categoryID, row);
      this.byUrlcode.set(row.urlcode.toLowerCase(), row);
      const siblings = this.childrenOf.get(row.parentCategoryID) ?? [];
      siblings.push(row);
      this.childrenOf.set(row.parentCategoryID, siblings);
    }
  }

  /** Loads the whole tree ordered by sort, then id (the display order of siblings). */
  static async load(db: ForumDb): Promise<CategoryIndex> {
    const rows = await db.selectFrom("categories").selectAll().orderBy("sort").orderBy("categoryID").execute();
    return new CategoryIndex(rows);
  }

  get(categoryID: number): CategoryRow | undefined {
    return this.byID.get(categoryID);
  }

  /** Finds a category by numeric id or by urlcode (case-insensitive). */
  find(idOrUrlcode: number | string): CategoryRow | undefined {
    if (typeof idOrUrlcode === "number") return this.byID.get(idOrUrlcode);
    if (/^\d+$/.test(idOrUrlcode)) return this.byID.get(Number(idOrUrlcode)) ?? this.byUrlcode.get(idOrUrlcode.toLowerCase());
    return this.byUrlcode.get(idOrUrlcode.toLowerCase());
  }

  /** Direct children (null: the top level) in display order. */
  children(parentCategoryID: number | null): readonly CategoryRow[] {
    return this.childrenOf.get(parentCategoryID) ?? [];
  }

  /** The category's ancestors from the top down, followed by the category itself. */
  path(categoryID: number): CategoryRow[] {
    const chain: CategoryRow[] = [];
    let current = this.byID.get(categoryID);
    while (current && chain.length < 100) {
      chain.unshift(current);
      current = current.parentCategoryID === null ? undefined : this.byID.get(current.parentCategoryID);
    }
    return chain;
  }

  /** The category and every category below it, depth-first in display order. */
  subtree(categoryID: number | null, maxDepth = Infinity): CategoryRow[] {
    const out: CategoryRow[] = [];
    const start = categoryID === null ? undefined : this.byID.get(categoryID);
    if (start) out.push(start);
    const walk = (parent: number | null, level: number) => {
      if (level > maxDepth) return;
      for (const child of this.children(parent)) {
        out.push(child);
        walk(child.categoryID, level + 1);
      }
    };
    walk(categoryID, 1);
    return out;
  }
}
