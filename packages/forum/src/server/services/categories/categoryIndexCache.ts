import { RefreshingCache } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { CategoryIndex } from "./CategoryIndex";

/** How long another process's category changes (new posts' counts included) may take to show. */
const MAX_AGE_MS = 5000;

// Every handle of one database — `withTables` copies and transactions — shares its dialect adapter,
// so the adapter names the database: one cache per open database, however the services reach it.
const caches = new WeakMap<object, RefreshingCache<CategoryIndex>>();

function keyOf(db: ForumDb): object {
  return db.getExecutor().adapter;
}

/**
 * The category tree from memory: categories are read on nearly every request and change rarely.
 * Writes in this process call `invalidateCategoryIndex` after they commit; other processes'
 * writes show within five seconds.
 */
export function loadCategoryIndex(db: ForumDb): Promise<CategoryIndex> {
  // Inside a transaction read through it: the cache outlives the transaction, and on PGlite's
  // single connection a load beside an open transaction would wait for it forever.
  if (db.isTransaction) return CategoryIndex.load(db);
  let cache = caches.get(keyOf(db));
  if (!cache) {
    cache = new RefreshingCache(() => CategoryIndex.load(db), MAX_AGE_MS);
    caches.set(keyOf(db), cache);
  }
  return cache.get();
}

/** Makes the next `loadCategoryIndex` read the categories again (call after a committed write). */
export function invalidateCategoryIndex(db: ForumDb): void {
  caches.get(keyOf(db))?.invalidate();
}
