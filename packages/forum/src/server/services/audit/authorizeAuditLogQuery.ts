import type { AuditLogQuery } from "@quorum/api";
import { forbidden } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { ServiceContext } from "../ServiceContext";

const CATEGORY_MODERATION = ["discussions.moderate", "discussions.manage"];

/**
 * Who may read which part of the moderation log: `community.moderate` all of it; a category's
 * moderators (`discussions.moderate`/`discussions.manage` there) the lines of that category
 * (`categoryID=`), or of a discussion now in it (`recordType=discussion&recordID=`, or its
 * comments' lines `recordType=comment&parentRecordID=`; a deleted one counts in the category of
 * its last line). Everyone else, guests included: 403.
 */
export async function authorizeAuditLogQuery(ctx: ServiceContext, query: AuditLogQuery): Promise<void> {
  const { db, viewer } = ctx;
  if (isCommunityModerator(viewer)) return;
  let categoryID = query.categoryID;
  // The lines of a discussion, or of the comments under one (`parentRecordID`), count in its category.
  const discussionID = query.recordType === "discussion" ? query.recordID : query.recordType === "comment" ? query.parentRecordID : undefined;
  if (categoryID === undefined && discussionID !== undefined) {
    const live = await db.selectFrom("discussions").select("categoryID").where("discussionID", "=", discussionID).executeTakeFirst();
    const last = live
      ? undefined
      : await db
          .selectFrom("auditLog")
          .select("categoryID")
          .where((eb) =>
            eb.or([
              eb.and([eb("recordType", "=", "discussion"), eb("recordID", "=", discussionID)]),
              eb.and([eb("recordType", "=", "comment"), eb("parentRecordID", "=", discussionID)]),
            ]),
          )
          .orderBy("auditLogID", "desc")
          .limit(1)
          .executeTakeFirst();
    categoryID = live?.categoryID ?? last?.categoryID ?? undefined;
  }
  const category = categoryID === undefined ? undefined : (await loadCategoryIndex(db)).get(categoryID);
  if (!category || !canInCategory(viewer.permissions, CATEGORY_MODERATION, category)) {
    throw forbidden("Permission Problem", "You need the community.moderate permission, or to moderate the category.");
  }
}
