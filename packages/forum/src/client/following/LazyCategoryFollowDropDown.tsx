import { LazyBoundary, useCurrentUser } from "@quorum/core";
import { lazy } from "react";
import type { ReactNode } from "react";
import type { CategoryFollowDropDownProps } from "./CategoryFollowDropDown";

// Its own chunk: a guest's page never renders it, so never downloads it.
const CategoryFollowDropDown = lazy(() => import("./CategoryFollowDropDown"));

/** The follow dropdown where a guest may also look (category lists, the category page): members only, loaded when rendered. */
export function LazyCategoryFollowDropDown(props: CategoryFollowDropDownProps): ReactNode {
  const { userID } = useCurrentUser();
  if (userID <= 0) return null;
  return (
    <LazyBoundary>
      <CategoryFollowDropDown {...props} />
    </LazyBoundary>
  );
}
