import { Link, buttonRecipe, t, usePermission } from "@quorum/core";
import type { ReactNode } from "react";

export interface NewPostMenuProps {
  /** The page's category: the new discussion goes there. */
  categoryID?: number;
}

/** `react.newpost`: the 'New Discussion' button, for users who may start discussions (here). */
export default function NewPostMenu({ categoryID }: NewPostMenuProps): ReactNode {
  const canPost = usePermission("discussions.add", categoryID !== undefined ? { resourceType: "category", resourceID: categoryID } : undefined);
  if (!canPost) return null;
  // The create-post route takes a category id or urlcode (page-flow §1); the id is what the layout knows.
  const href = categoryID !== undefined ? `/post/discussion/${categoryID}` : "/post/discussion";
  return (
    <Link className={buttonRecipe({ variant: "primary" })} to={href}>
      {t("New Discussion")}
    </Link>
  );
}
