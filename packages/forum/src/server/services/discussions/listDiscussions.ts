import type { DiscussionListQuery } from "@quorum/api";
import { DEFAULT_PAGE_LIMIT } from "@quorum/api";
import { forbidden, notFound } from "@quorum/server";
import type { SelectQueryBuilder } from "kysely";
import type { ForumDatabase } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { parseExpand } from "../parseExpand";
import type { ServiceContext } from "../ServiceContext";
import { discussionSortOrder } from "./discussionSortOrder";
import { LISTED_DISCUSSION_COLUMNS, type ListedDiscussionRow } from "./DiscussionRow";
import { expandDiscussions } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";

export interface DiscussionListResult {
  discussions: ForumDiscussion[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

type Query = SelectQueryBuilder<ForumDatabase, "discussions", object>;

/**
 * One page of discussions the viewer may see (spec §3 sorts). Costs a fixed number of queries
 * whatever the page size: the category index, the page, the count (only when filtered by more
 * than category), and one per expansion.
 * With the default sort and no narrowing filter, pinned discussions (announcements) lead page 1:
 * pinLocation "recent" everywhere, "category" too inside their category.
 */
export async function listDiscussions(ctx: ServiceContext, query: DiscussionListQuery): Promise<DiscussionListResult> {
  const { db, viewer } = ctx;
  const index = await loadCategoryIndex(db);
  const visible = viewableCategories(index, viewer.permissions);
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const sort = query.sort ?? "-dateLastComment";
  const empty: DiscussionListResult = { discussions: [], page, limit, total: 0, hasNext: false };

  let categoryIDs: number[] | null = null;
  if (query.categoryID !== undefined) {
    const category = index.get(query.categoryID);
    if (!category) throw notFound("Category");
    if (!visible.has(category.categoryID)) throw forbidden();
    categoryIDs = query.includeChildCategories
      ? index.subtree(category.categoryID).filter((r) => visible.has(r.categoryID)).map((r) => r.categoryID)
      : [category.categoryID];
  } else if (visible.size < index.rows.length) {
    // Only narrow when something is hidden, so the common case scans the plain sort index.
    categoryIDs = [...visible.keys()];
  }
  if (categoryIDs !== null && categoryIDs.length === 0) return empty;

  const discussionIDs = query.discussionID === undefined ? undefined : [query.discussionID].flat();
  let base: Query = db.selectFrom("discussions");
  if (categoryIDs !== null) base = base.where("categoryID", "in", categoryIDs);
  if (query.insertUserID !== undefined) base = base.where("insertUserID", "=", query.insertUserID);
  if (query.type !== undefined) base = base.where("type", "=", query.type);
  if (query.pinned !== undefined) base = base.where("pinned", "=", query.pinned);
  if (discussionIDs) base = base.where("discussionID", "in", discussionIDs);
  if (query.tagID !== undefined) {
    const tagID = query.tagID;
    base = base.where("discussionID", "in", (eb) => eb.selectFrom("discussionTags").select("discussionTags.discussionID").where("discussionTags.tagID", "=", tagID));
  }
  if (query.followed) return empty; // Following is not stored yet: nothing is followed.

  // Announcements first: only for the default browsing list, where "pinned" has a meaning.
  const pinLocations: ("category" | "recent")[] = query.categoryID !== undefined ? ["category", "recent"] : ["recent"];
  const pinnedFirst = sort === "-dateLastComment" && query.pinned === undefined && !discussionIDs && query.insertUserID === undefined && query.tagID === undefined;
  const rest = pinnedFirst ? base.where((eb) => eb.not(eb.and([eb("pinned", "=", true), eb("pinLocation", "in", pinLocations)]))) : base;

  // Pinned rows take the first slots of page 1 and shift the rest, so every page holds `limit`
  // rows and the total stays exact. Announcements are few: fetching them all is one small query.
  const pinnedRows: ListedDiscussionRow[] = pinnedFirst
    ? await base.where("pinned", "=", true).where("pinLocation", "in", pinLocations).select(LISTED_DISCUSSION_COLUMNS).orderBy("dateInserted", "desc").execute()
    : [];
  const pins = pinnedRows.length;
  const start = Math.max(0, (page - 1) * limit - pins);
  const take = page === 1 ? Math.max(0, limit - pins) : limit;

  const { column, direction } = discussionSortOrder(sort);
  const rows: ListedDiscussionRow[] =
    take === 0
      ? []
      : await rest.select(LISTED_DISCUSSION_COLUMNS).orderBy(column, direction).orderBy("discussionID", direction).limit(take).offset(start).execute();
  // Narrowed by category alone, the total is the categories' stored counts (kept in the same
  // transaction as every write), so the list costs no count(*) scan over the table.
  const byCategoryOnly = query.insertUserID === undefined && query.type === undefined && query.pinned === undefined && !discussionIDs && query.tagID === undefined;
  const total = byCategoryOnly
    ? (categoryIDs ?? index.rows.map((r) => r.categoryID)).reduce((sum, id) => sum + Number(index.get(id)?.countDiscussions ?? 0), 0)
    : Number((await rest.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow()).count) + pins;
  const pageRows = page === 1 ? [...pinnedRows, ...rows] : rows;

  const discussions = await expandDiscussions(db, pageRows, {
    index,
    expand: parseExpand(query.expand),
    viewerID: viewer.user.userID,
    body: "excerpt",
  });
  return { discussions, page, limit, total, hasNext: page * limit < total };
}
