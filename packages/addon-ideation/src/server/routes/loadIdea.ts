import { canViewCategory } from "@quorum/forum/contract/server";
import { notFound, type Viewer } from "@quorum/server";
import { IDEA_TYPE } from "../../shared/IdeaAttributes";
import type { IdeationDb } from "../db/IdeationTables";
import type { IdeaRow } from "../extend/loadIdeaFields";

/** An idea about to be voted on or moved to another status. */
export interface IdeaTarget extends IdeaRow {
  name: string;
}

/**
 * Loads an idea, locking its row when asked (so votes and status changes on it queue): 404 when
 * there is no such discussion, it is no idea, or the viewer may not see its category (the forum's
 * check), so acting on it reveals nothing the viewer could not read.
 */
export async function loadIdea(db: IdeationDb, viewer: Viewer, discussionID: number, options: { forUpdate?: boolean } = {}): Promise<IdeaTarget> {
  let query = db.selectFrom("discussions").select(["discussionID", "categoryID", "statusID", "type", "name"]).where("discussionID", "=", discussionID);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.type !== IDEA_TYPE || !(await canViewCategory(db, viewer.permissions, row.categoryID))) throw notFound("Idea");
  return { discussionID: row.discussionID, categoryID: row.categoryID, statusID: row.statusID, name: row.name };
}
