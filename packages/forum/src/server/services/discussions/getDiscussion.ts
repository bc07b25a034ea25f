import { notFound } from "@quorum/server";
import { sql } from "kysely";
import { viewableCategory } from "../categories/viewableCategory";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import type { ServiceContext } from "../ServiceContext";
import { discussionExpansions, type DiscussionExpansionColumns } from "./discussionExpansions";
import type { DiscussionRow } from "./DiscussionRow";
import { expandDiscussions } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";

const EVERYTHING: ReadonlySet<string> = new Set(["all"]);

/**
 * One discussion with its rendered body, authors, tags, category, breadcrumbs and the viewer's
 * read state: one query (the expansions are columns of it), then 404/403 as loadViewableDiscussion.
 */
export async function getDiscussion(ctx: ServiceContext, discussionID: number): Promise<ForumDiscussion> {
  const { db, viewer } = ctx;
  // SQL text, as the lists: every discussion page reads its discussion through here.
  const { rows } = await sql<DiscussionRow & DiscussionExpansionColumns>`SELECT "discussions".*, ${sql.join(discussionExpansions(EVERYTHING, viewer.user.userID))}
    FROM "discussions" WHERE "discussionID" = ${discussionID}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound("Discussion");
  const index = await loadCategoryIndex(db);
  viewableCategory(index, viewer.permissions, row.categoryID);
  const [discussion] = expandDiscussions([row], { index, expand: EVERYTHING, viewerID: viewer.user.userID, body: "full" });
  if (!discussion) throw new Error("unreachable: one row in, one discussion out");
  await applyAddonSerializers(ctx, "discussion.serialize", [discussion]);
  return discussion;
}
