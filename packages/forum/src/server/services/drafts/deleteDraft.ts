import { notFound } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { requireDraftAuthor } from "./requireDraftAuthor";

/** `DELETE /drafts/{id}`: the viewer's own draft only (anyone else's is not found). */
export async function deleteDraft(ctx: ServiceContext, draftID: number): Promise<void> {
  const userID = requireDraftAuthor(ctx.viewer);
  const deleted = await ctx.db.deleteFrom("drafts").where("draftID", "=", draftID).where("insertUserID", "=", userID).returning("draftID").executeTakeFirst();
  if (!deleted) throw notFound("Draft");
}
