import { forbidden, validationError, type Viewer } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { CategoryIndex, CategoryRow } from "../categories/CategoryIndex";

/**
 * The category discussions are moved or merged into, checked as a single move checks it: it
 * exists, is visible and is not a heading (else 422 on `field`), and the viewer may post there —
 * `discussions.add`, `discussions.moderate` or `discussions.manage` in it, or `community.moderate` (else 403).
 */
export function requirePostingCategory(viewer: Viewer, index: CategoryIndex, categoryID: number, field = "categoryID"): CategoryRow {
  const category = viewableCategories(index, viewer.permissions).get(categoryID);
  if (!category) throw validationError(field, "Category not found.", "notFound");
  if (category.displayAs === "heading") throw validationError(field, "You cannot post in a heading category.", "invalid");
  if (!isCommunityModerator(viewer) && !canInCategory(viewer.permissions, ["discussions.add", "discussions.moderate", "discussions.manage"], category)) {
    throw forbidden(`You don't have permission to post in ${category.name}.`);
  }
  return category;
}
