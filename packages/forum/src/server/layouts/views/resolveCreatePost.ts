import type { LayoutLookup } from "@quorum/api";
import { forbidden, notFound, type ViewResolver } from "@quorum/server";
import { forumHooks } from "../../hooks/forumHooks";
import { grantCategories } from "../../permissions/grantCategories";
import { canInCategory } from "../../permissions/canInCategory";
import { getCategory } from "../../services/categories/getCategory";
import { postableCategories } from "../../services/categories/postableCategories";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { intParam } from "../lookupParams";
import { resolveEditDiscussion } from "./resolveEditDiscussion";

/**
 * `createPost`: the new-post form, in a given category (id or urlcode) or with a category to pick
 * (recordID 0). 403 unless the viewer may post there (or, with no category, anywhere). With a
 * discussion to edit (`/post/editdiscussion/{id}`), the same form filled in with it. In a record
 * of another kind (a group), the category its add-on's `forumHooks.postParent` names, 404 when no
 * enabled add-on knows that kind.
 */
export const resolveCreatePost: ViewResolver = async (lookup, ctx) => {
  let service = hydrateServiceContext(ctx);
  const editID = editedDiscussionID(lookup);
  if (editID !== undefined) return resolveEditDiscussion(service, ctx.viewer, editID);
  let ref = lookup.recordID;
  if (!CATEGORY_PARENTS.has(lookup.recordType)) {
    const parent = ctx.addons.hooks(forumHooks.postParent).find((entry) => entry.recordType === lookup.recordType);
    if (!parent) throw notFound();
    ref = await parent.categoryID(ref, { db: ctx.db, viewer: ctx.viewer, addons: ctx.addons });
    // The add-on vouches for the viewer in its category, which it may have made just now (after
    // this request's payload was refined): granted for this lookup.
    service = { ...service, viewer: { ...ctx.viewer, permissions: grantCategories(ctx.viewer.permissions, [ref]) } };
  }
  if (ref !== undefined && ref !== 0 && ref !== "0" && ref !== "") {
    const category = await getCategory(service, ref);
    if (ctx.viewer.user.userID <= 0 || !canInCategory(service.viewer.permissions, "discussions.add", category)) throw forbidden();
    return { layoutViewType: "createPost", record: { ...category }, seo: { title: "New Discussion" }, params: { categoryID: category.categoryID } };
  }
  if ((await postableCategories(service, ctx.siteSection?.categoryID)).length === 0) throw forbidden();
  return { layoutViewType: "createPost", record: { breadcrumbs: [{ name: "Home", url: "/" }] }, seo: { title: "New Discussion" } };
};

/** Lookup record types that name a category (or none, for the form with a category to pick). */
export const CATEGORY_PARENTS: ReadonlySet<string> = new Set(["category", "", "global", "root"]);

/**
 * The discussion an edit address names. Core's router turns `/post/editdiscussion/{id}` into
 * `params.discussionID` (with `postType` "discussion"); a lookup may also say `postType`
 * "editdiscussion" itself, with the id there or as the record id. A malformed id is a 404, not
 * a silent new post.
 */
function editedDiscussionID(lookup: LayoutLookup): number | undefined {
  const given = lookup.params.discussionID;
  if (given === undefined && lookup.params.postType !== "editdiscussion") return undefined;
  const id = intParam(lookup, "discussionID") ?? Number(lookup.recordID);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
