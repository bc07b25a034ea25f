import { categoryPath, escapeHtml, type SearchResult } from "@quorum/api";
import { searchTextConfig, type SearchContext, type SearchDomain, type SearchQuery } from "@quorum/server";
import { forumDb } from "../../db/forumDb";
import { viewableCategories } from "../../permissions/viewableCategories";
import { categoryBreadcrumbs } from "../categories/categoryBreadcrumbs";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { CategoryRow } from "../categories/CategoryIndex";
import { searchCategoryScope } from "./searchCategoryScope";
import { searchPosts } from "./searchPosts";

/** Which branches a query asks for: `recordTypes`, `types` (a post type, or "comment"), `discussionID` (a thread's comments). */
function postKinds(query: SearchQuery) {
  let discussions = !query.recordTypes || query.recordTypes.includes("discussion");
  let comments = !query.recordTypes || query.recordTypes.includes("comment");
  let discussionTypes: string[] | null = null;
  if (query.types) {
    discussionTypes = query.types.filter((type) => type !== "comment");
    discussions &&= discussionTypes.length > 0;
    comments &&= query.types.includes("comment");
  }
  return { discussions, comments, discussionTypes };
}

/**
 * The forum's discussions and comments (`domain=discussions`, part of all content). Permissions
 * are the categories' (`discussions.view` down the tree), applied in the statement.
 */
export const postSearchDomain: SearchDomain = {
  key: "discussions",
  recordTypes: ["discussion", "comment"],
  inAllContent: true,
  async visibility(ctx: SearchContext) {
    const index = await loadCategoryIndex(forumDb(ctx.db));
    const visible = viewableCategories(index, ctx.viewer.permissions);
    if (visible.size === index.rows.length) return { kind: "all" };
    return { kind: "in", field: "categoryID", values: [...visible.keys()] };
  },
  async search(query: SearchQuery, ctx: SearchContext) {
    const db = forumDb(ctx.db);
    const index = await loadCategoryIndex(db);
    const scope = await searchCategoryScope(db, index, ctx.viewer, query);
    return searchPosts(db, index, query, scope, postKinds(query), await searchTextConfig(ctx));
  },
};

/** How well a category's name and description hold the words: the name counts more, a name starting with the text most. */
function categoryScore(row: CategoryRow, query: SearchQuery): number {
  const name = row.name.toLowerCase();
  const description = row.description.toLowerCase();
  const matches = query.words.map((word): number => (name.includes(word) ? 1 : description.includes(word) ? 0.4 : 0));
  const found = query.queryOperator === "or" ? matches.some((m) => m > 0) : matches.every((m) => m > 0);
  if (!found) return 0;
  if (query.name && !name.includes(query.name.toLowerCase())) return 0;
  return matches.reduce((sum, m) => sum + m, 0) + (name.startsWith(query.text.toLowerCase()) ? 1 : 0) + 0.01;
}

/**
 * Categories by name and description (`domain=category`; the autocomplete's places): only those
 * the viewer sees. A forum has tens to hundreds of categories, held in memory
 * (`loadCategoryIndex`), so this is a walk of that list, not a query.
 */
export const categorySearchDomain: SearchDomain = {
  key: "category",
  recordTypes: ["category"],
  inAllContent: false,
  visibility: postSearchDomain.visibility,
  async search(query: SearchQuery, ctx: SearchContext) {
    if (query.words.length === 0 && !query.name) return { results: [], total: 0 };
    const index = await loadCategoryIndex(forumDb(ctx.db));
    const visible = viewableCategories(index, ctx.viewer.permissions);
    const scored = [...visible.values()]
      .map((row) => ({ row, score: categoryScore(row, query) }))
      // A hidden category (a group's) is found through its add-on, never as a category.
      .filter((hit) => hit.score > 0 && !hit.row.hidden && inRange(hit.row.dateInserted, query));
    const compare = {
      relevance: (a: (typeof scored)[number], b: (typeof scored)[number]) => b.score - a.score || a.row.name.localeCompare(b.row.name),
      newest: (a: (typeof scored)[number], b: (typeof scored)[number]) => b.row.dateInserted.getTime() - a.row.dateInserted.getTime(),
      oldest: (a: (typeof scored)[number], b: (typeof scored)[number]) => a.row.dateInserted.getTime() - b.row.dateInserted.getTime(),
    }[query.order];
    const page = scored.sort(compare).slice(query.offset, query.offset + query.limit);
    const results = page.map(({ row, score }): SearchResult => ({
      recordID: row.categoryID,
      recordType: "category",
      type: "category",
      name: row.name,
      url: categoryPath(row.urlcode),
      body: query.expandBody ? escapeHtml(row.description) : null,
      excerpt: row.description,
      score,
      dateInserted: row.dateInserted.toISOString(),
      dateUpdated: null,
      insertUserID: 0,
      updateUserID: null,
      breadcrumbs: categoryBreadcrumbs(index, row.categoryID).slice(0, -1),
      labelCodes: [],
      isForeign: false,
      categoryID: row.categoryID,
    }));
    return { results, total: scored.length };
  },
};

function inRange(date: Date, query: SearchQuery): boolean {
  const { from, to } = query.dateInserted ?? {};
  const time = date.getTime();
  if (from && (from.inclusive ? time < from.date.getTime() : time <= from.date.getTime())) return false;
  if (to && (to.inclusive ? time > to.date.getTime() : time >= to.date.getTime())) return false;
  return true;
}
