import type { Tag } from "@quorum/api";
import { forbidden, notFound, validationError } from "@quorum/server";
import { sql } from "kysely";
import { canEditOwn } from "../../permissions/canEditOwn";
import { editContentTimeout } from "../editContentTimeout";
import type { ServiceContext } from "../ServiceContext";
import { discussionRights } from "./discussionRights";
import { loadViewableDiscussion } from "./loadViewableDiscussion";

/**
 * Replaces a discussion's tags with `tagIDs` (`PUT /discussions/{id}/tags`; empty removes them
 * all) and answers its tags by name. The author may while they may edit the post (open, within
 * the edit window); otherwise `discussions.edit` in the category or moderation rights.
 * With `tagging.enabled` off the call is refused with 403 whatever is sent: the feature is
 * switched off, which is not a fault of the input. Unknown ids are a 422 on `tagIDs`. Tag
 * counts move by the difference, in the same transaction, with the discussion's row locked so
 * two replacements of one discussion's tags cannot both count the same change.
 */
export async function setDiscussionTags(ctx: ServiceContext, discussionID: number, tagIDs: readonly number[]): Promise<Tag[]> {
  const { viewer } = ctx;
  const { row, category } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  if ((await ctx.config())["tagging.enabled"] === false) throw forbidden("Permission Problem", "Tagging is turned off on this site.");
  const own = canEditOwn(viewer, row, row.closed, await editContentTimeout(ctx));
  if (!own && !discussionRights(viewer, category).edit) throw forbidden();
  const wanted = [...new Set(tagIDs)];

  return ctx.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom("discussions").select("discussionID").where("discussionID", "=", discussionID).forUpdate().executeTakeFirst();
    if (!locked) throw notFound("Discussion");
    if (wanted.length > 0) {
      const found = await trx.selectFrom("tags").select("tagID").where("tagID", "in", wanted).execute();
      if (found.length !== wanted.length) throw validationError("tagIDs", "Unknown tag.", "notFound");
    }
    const current = new Set((await trx.selectFrom("discussionTags").select("tagID").where("discussionID", "=", discussionID).execute()).map((r) => r.tagID));
    const added = wanted.filter((tagID) => !current.has(tagID));
    const removed = [...current].filter((tagID) => !wanted.includes(tagID));
    if (removed.length > 0) {
      await trx.deleteFrom("discussionTags").where("discussionID", "=", discussionID).where("tagID", "in", removed).execute();
      await trx
        .updateTable("tags")
        .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
        .where("tagID", "in", removed)
        .execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto("discussionTags")
        .values(added.map((tagID) => ({ discussionID, tagID })))
        .execute();
      await trx
        .updateTable("tags")
        .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) }))
        .where("tagID", "in", added)
        .execute();
    }
    return trx
      .selectFrom("discussionTags")
      .innerJoin("tags", "tags.tagID", "discussionTags.tagID")
      .select(["tags.tagID", "tags.name", "tags.urlcode", "tags.type"])
      .where("discussionTags.discussionID", "=", discussionID)
      .orderBy("tags.name")
      .execute();
  });
}
