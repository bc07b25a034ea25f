import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import type { DraftRow } from "./DraftRow";
import { requireDraftAuthor } from "./requireDraftAuthor";

/**
 * One of the viewer's own drafts. Anyone else's is "not found", not "forbidden": whether a draft
 * id exists is itself the author's business.
 */
export async function loadOwnDraft(db: ForumDb, viewer: Viewer, draftID: number): Promise<DraftRow> {
  const userID = requireDraftAuthor(viewer);
  const row = await db.selectFrom("drafts").selectAll().where("draftID", "=", draftID).where("insertUserID", "=", userID).executeTakeFirst();
  if (!row) throw notFound("Draft");
  return row;
}
