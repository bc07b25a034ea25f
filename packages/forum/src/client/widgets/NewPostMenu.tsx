import { Link, buttonRecipe, t, useAddonRegistry, usePermissionCheck } from "@quorum/core";
import type { PermissionCheckOptions } from "@quorum/api";
import type { ReactNode } from "react";
import * as styles from "./NewPostMenu.css";
import { forumPostTypes, type PostTypeDescriptor } from "../../contract";
import type { NewPostMenuProps } from "../../contract/widgetProps";

export type { NewPostMenuProps };

/** The forum's own post type, among the enabled add-ons' (Q&A's 'Ask a Question', order 10, comes first). */
const DISCUSSION: PostTypeDescriptor = { type: "discussion", label: "New Discussion", order: 100 };

/**
 * `react.newpost`: a button per post type the user may start (here): the enabled add-ons' post
 * types and 'New Discussion', in their order, narrowed to the ones the server says the page's
 * category allows (`allowedDiscussionTypes`). Nothing for users without `discussions.add`.
 */
export default function NewPostMenu({ categoryID, allowedDiscussionTypes }: NewPostMenuProps): ReactNode {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const here: PermissionCheckOptions | undefined = categoryID !== undefined ? { resourceType: "category", resourceID: categoryID } : undefined;
  if (!can("discussions.add", here)) return null;
  const postTypes = [...registry.contributions(forumPostTypes), DISCUSSION]
    .filter((postType) => !postType.permission || can(postType.permission, here))
    // The server says which types this category (or a page of none) allows: an idea category's ideas.
    .filter((postType) => !allowedDiscussionTypes || allowedDiscussionTypes.includes(postType.type))
    .sort((a, b) => a.order - b.order);
  // The create-post route takes a category id or urlcode (page-flow §1); the id is what the layout knows.
  const suffix = categoryID !== undefined ? `/${categoryID}` : "";
  return (
    <div className={styles.menu}>
      {postTypes.map((postType) => (
        <Link
          key={postType.type}
          className={buttonRecipe({ variant: postType === DISCUSSION ? "primary" : "standard" })}
          to={`/post/${postType.type}${suffix}`}
        >
          {t(postType.label)}
        </Link>
      ))}
    </div>
  );
}
