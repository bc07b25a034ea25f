import { useAddonRegistry, usePermissionCheck } from "@quorum/core";
import { forumPostTypes, type PostTypeDescriptor } from "../../contract";

/** The forum's own post type; an add-on's type with a lower order comes first (Q&A's question, 10). */
const DISCUSSION_POST_TYPE: PostTypeDescriptor = { type: "discussion", label: "New Discussion", order: 100 };

/**
 * The kinds of post the user may start in `categoryID` (anywhere when absent): the enabled
 * add-ons' post types (from their client descriptors) and the forum's discussion, by order.
 */
export function usePostTypes(categoryID?: number | null): PostTypeDescriptor[] {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const here = categoryID != null ? { resourceType: "category", resourceID: categoryID } : undefined;
  return [...registry.contributions(forumPostTypes), DISCUSSION_POST_TYPE]
    .filter((postType) => !postType.permission || can(postType.permission, here))
    .sort((a, b) => a.order - b.order);
}
