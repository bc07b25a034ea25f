import { DISCUSSION_SORTS, type DiscussionListQuery, type DiscussionSort } from "@quorum/api";

/** The list parameters a layout may set on a discussion list widget, checked (layouts are editable data). */
export type DiscussionWidgetParams = Pick<
  DiscussionListQuery,
  "categoryID" | "includeChildCategories" | "tagID" | "type" | "insertUserID" | "pinned" | "statusID" | "sort" | "limit"
>;

/** Picks the known, well-typed keys of a widget's `apiParams`; anything else is ignored. */
export function discussionListParams(raw: unknown): DiscussionWidgetParams {
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const out: DiscussionWidgetParams = {};
  const positive = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : undefined);
  const categoryID = positive(source.categoryID);
  if (categoryID !== undefined) out.categoryID = categoryID;
  const tagID = positive(source.tagID);
  if (tagID !== undefined) out.tagID = tagID;
  const insertUserID = positive(source.insertUserID);
  if (insertUserID !== undefined) out.insertUserID = insertUserID;
  const limit = positive(source.limit);
  if (limit !== undefined) out.limit = Math.min(limit, 100);
  if (typeof source.includeChildCategories === "boolean") out.includeChildCategories = source.includeChildCategories;
  if (typeof source.pinned === "boolean") out.pinned = source.pinned;
  const statusIDs = [source.statusID].flat().filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0);
  if (statusIDs.length > 0) out.statusID = statusIDs.length === 1 ? statusIDs[0] : statusIDs.slice(0, 10);
  if (typeof source.type === "string") out.type = source.type;
  if (typeof source.sort === "string" && (DISCUSSION_SORTS as readonly string[]).includes(source.sort)) out.sort = source.sort as DiscussionSort;
  return out;
}
