import { notFound, selectArrays } from "@quorum/server";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { viewableCategories } from "../../permissions/viewableCategories";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import type { ServiceContext } from "../ServiceContext";
import { SqlParameters } from "../SqlParameters";
import { discussionIntegers, discussionValuesSql, int, type DiscussionValues } from "./DiscussionValues";
import { expandDiscussions } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";
import { forumHooks } from "../../hooks/forumHooks";
import { assertShownDiscussion } from "./assertShownDiscussion";

const EVERYTHING: ReadonlySet<string> = new Set(["all"]);

/**
 * One discussion with its rendered body, authors, tags, category, breadcrumbs and the viewer's
 * read state: one query (the expansions are columns of it), then 404 when missing or hidden, as loadViewableDiscussion.
 */
export async function getDiscussion(ctx: ServiceContext, discussionID: number): Promise<ForumDiscussion> {
  const { db, viewer } = ctx;
  const viewerID = viewer.user.userID;
  // SQL text read as an array row, as the lists: every discussion page reads its discussion through here.
  const params = new SqlParameters();
  const { columns, joins, layout } = discussionValuesSql('"discussions"', { expand: EVERYTHING, viewerID, body: "full" }, params);
  const rows = await selectArrays<DiscussionValues>(
    db,
    `SELECT ${columns} FROM "discussions"${joins} WHERE "discussions"."discussionID" = ${params.add(discussionID)}`,
    params.values,
  );
  const row = rows[0];
  if (!row) throw notFound("Discussion");
  const index = await loadCategoryIndex(db);
  // Hidden answers 404 as missing does, before anything of it is worked out.
  if (!viewableCategories(index, viewer.permissions).has(discussionIntegers(row)[int.categoryID] as number)) throw notFound("Discussion");
  const [discussion] = expandDiscussions([row], { index, layout, expand: EVERYTHING, viewerID });
  if (!discussion) throw new Error("unreachable: one row in, one discussion out");
  await assertShownDiscussion(db, index, viewer.permissions, discussion);
  await applyAddonSerializers(ctx, forumHooks.discussionSerialize, [discussion]);
  return discussion;
}
