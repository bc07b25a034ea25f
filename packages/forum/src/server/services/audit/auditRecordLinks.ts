import { categoryPath, commentPath, type AuditRecordType, type UserFragment } from "@quorum/api";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { discussionUrl } from "../discussions/discussionUrl";
import type { ServiceContext } from "../ServiceContext";

/** A record's name and address, as the log links it. */
export interface AuditRecordLink {
  name: string;
  url: string;
}

/** The map key of a record: `discussion:12`. */
export const recordKey = (recordType: string, recordID: number): string => `${recordType}:${recordID}`;

/**
 * The names and addresses of the records a page of log lines is about, at most one query per
 * kind of record (users come from `users`, already loaded with the lines' authors). Records that
 * are gone, or sit in a category the reader cannot see, are left out.
 */
export async function auditRecordLinks(
  ctx: ServiceContext,
  records: readonly { recordType: string; recordID: number }[],
  users: ReadonlyMap<number, UserFragment>,
): Promise<Map<string, AuditRecordLink>> {
  const idsOf = (type: AuditRecordType) => [...new Set(records.filter((r) => r.recordType === type).map((r) => r.recordID))];
  const links = new Map<string, AuditRecordLink>();
  const index = await loadCategoryIndex(ctx.db);
  const visible = viewableCategories(index, ctx.viewer.permissions);

  const discussionIDs = idsOf("discussion");
  if (discussionIDs.length > 0) {
    const rows = await ctx.db.selectFrom("discussions").select(["discussionID", "name", "categoryID"]).where("discussionID", "in", discussionIDs).execute();
    for (const row of rows) {
      if (visible.has(row.categoryID)) links.set(recordKey("discussion", row.discussionID), { name: row.name, url: discussionUrl(row.discussionID, row.name) });
    }
  }
  const commentIDs = idsOf("comment");
  if (commentIDs.length > 0) {
    const rows = await ctx.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select(["comments.commentID", "discussions.name", "discussions.categoryID"])
      .where("comments.commentID", "in", commentIDs)
      .execute();
    // A comment has no name of its own: it goes by its discussion's.
    for (const row of rows) {
      if (visible.has(row.categoryID)) links.set(recordKey("comment", row.commentID), { name: row.name, url: commentPath(row.commentID) });
    }
  }
  for (const userID of idsOf("user")) {
    const user = users.get(userID);
    if (user?.url) links.set(recordKey("user", userID), { name: user.name, url: user.url });
  }
  for (const categoryID of idsOf("category")) {
    const category = visible.get(categoryID);
    if (category) links.set(recordKey("category", categoryID), { name: category.name, url: categoryPath(category.urlcode) });
  }
  return links;
}
