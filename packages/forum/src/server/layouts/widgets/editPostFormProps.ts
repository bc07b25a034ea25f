import type { HydrateContext } from "@quorum/server";
import type { CreatePostFormAssetProps } from "../../../contract/widgetProps";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { loadCategoryIndex } from "../../services/categories/categoryIndexCache";
import { postableCategories } from "../../services/categories/postableCategories";
import { serializeCategory } from "../../services/categories/serializeCategory";
import type { ForumDiscussion } from "../../services/discussions/ForumDiscussion";
import { hydrateServiceContext } from "../hydrateServiceContext";

/**
 * The post form's props for editing `discussion`: its title, stored body (in its own format) and
 * category, filled in. The category choices are where it may go: the categories the viewer may
 * post in plus its own when they may move it (as `PATCH /discussions/{id}` allows a categoryID
 * change), else only its own.
 */
export async function editPostFormProps(ctx: HydrateContext, discussion: ForumDiscussion): Promise<CreatePostFormAssetProps> {
  const service = hydrateServiceContext(ctx);
  const index = await loadCategoryIndex(service.db);
  const row = index.get(discussion.categoryID);
  const own = row ? [serializeCategory(row, 0)] : [];
  const mayMove =
    row !== undefined && (isCommunityModerator(ctx.viewer) || canInCategory(ctx.viewer.permissions, ["discussions.moderate", "discussions.manage"], row));
  const postable = mayMove ? await postableCategories(service) : [];
  const categories = postable.some((category) => category.categoryID === discussion.categoryID) ? postable : [...own, ...postable];
  return {
    title: "Edit Discussion",
    postType: discussion.type,
    category: { categoryID: discussion.categoryID },
    categories,
    discussion: {
      discussionID: discussion.discussionID,
      name: discussion.name,
      body: discussion.bodyRaw ?? "",
      format: discussion.format ?? "text",
      categoryID: discussion.categoryID,
    },
  };
}
