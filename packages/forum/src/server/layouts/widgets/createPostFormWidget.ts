import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import type { ForumDiscussion } from "../../services/discussions/ForumDiscussion";
import { postableCategories } from "../../services/categories/postableCategories";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { intParam } from "../lookupParams";
import { CATEGORY_PARENTS } from "../views/resolveCreatePost";
import { EDIT_DISCUSSION_PARAM } from "../views/resolveEditDiscussion";
import { allowedDiscussionTypes } from "./allowedDiscussionTypes";
import { editPostFormProps } from "./editPostFormProps";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * `react.asset.createPostForm` -> CreatePostFormAsset: the post type, the chosen category (when
 * the URL named one) and every category the viewer may post in (in a site section, in its tree), as choices. On the edit page
 * (`resolveEditDiscussion`), the discussion to edit instead (`editPostFormProps`). A saved draft
 * to resume (`/post/editdiscussion/{recordID}/{draftID}`, or `?draftID=`) is passed as `draftID`:
 * the browser loads it, as drafts are kept per browser too (spec §4 draft lifecycle).
 */
export const createPostFormWidget = forumWidgets.createPostForm.hydrate<HydrateContext>(async (props, ctx) => {
  const draftID = intParam(ctx.lookup, "draftID");
  const draft = draftID !== undefined ? { draftID } : {};
  const edited = editedDiscussion(ctx);
  if (edited) return { ...props, ...(await editPostFormProps(ctx, edited)), ...draft };
  const record = ctx.record;
  const category = record && typeof record.categoryID === "number" ? { ...record, categoryID: record.categoryID } : null;
  // In a record of another kind (a group, `forumHooks.postParent`) its category is the only choice.
  const categories =
    category && !CATEGORY_PARENTS.has(ctx.lookup.recordType)
      ? [{ categoryID: category.categoryID, name: String(record?.name ?? ""), depth: 1 }]
      : await postableCategories(hydrateServiceContext(ctx), ctx.siteSection?.categoryID);
  // Each choice says which post types it takes (an idea only in an idea category).
  const allowed = await allowedDiscussionTypes(
    categories.map((choice) => choice.categoryID),
    ctx,
  );
  const choices = categories.map((choice, index) => ({ ...choice, allowedDiscussionTypes: allowed[index] ?? ["discussion"] }));
  return { ...props, postType: postTypeOf(ctx), ...(category ? { category } : {}), categories: choices, ...draft };
});

/** The post type the address asks for, when it is the forum's or an enabled add-on's; else a discussion. */
function postTypeOf(ctx: HydrateContext): string {
  const asked = ctx.lookup.params.postType;
  if (typeof asked !== "string" || asked === "") return "discussion";
  return asked === "discussion" || ctx.addons.hooks(forumHooks.postType).some((postType) => postType.type === asked) ? asked : "discussion";
}

/** The discussion the edit page's resolver loaded, when this is the edit page. */
function editedDiscussion(ctx: HydrateContext): ForumDiscussion | null {
  const id = Number(ctx.lookup.params[EDIT_DISCUSSION_PARAM]);
  const record = ctx.record;
  return record && Number.isInteger(id) && record.discussionID === id ? (record as unknown as ForumDiscussion) : null;
}
