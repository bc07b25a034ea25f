import { defineLayout } from "@quorum/server";

/**
 * The forum's layouts and their named insertion points (docs/addons.md, "Placements"), published
 * in its server contract: an add-on places a widget with
 * `{ layout: forumLayouts.home, at: "secondary", id, widget, order: "after:forum.newPost" }`.
 * The forum's own entries there are keyed `forum.*` (see FORUM_PLACEMENTS).
 */
export const forumLayouts = {
  /** `/`: `main` (recent discussions, categories), `secondary` (guest welcome, new-post menu). */
  home: defineLayout("home", ["main", "secondary"]),
  /** `/discussions`: `main` (the discussion list), `secondary`. */
  discussionList: defineLayout("discussionList", ["main", "secondary"]),
  /** `/categories`: `main` (the category tree), `secondary`. */
  categoryList: defineLayout("categoryList", ["main", "secondary"]),
  /** A category of discussions: `main` (subcategories, its discussions), `secondary`. */
  discussionCategoryPage: defineLayout("discussionCategoryPage", ["main", "secondary"]),
  /** A category of categories: `main` (its subcategories), `secondary`. */
  nestedCategoryList: defineLayout("nestedCategoryList", ["main", "secondary"]),
  /** A discussion: `afterBody` (after the original post: its tags), `aside` (the new-post menu). */
  discussion: defineLayout("discussion", ["afterBody", "aside"]),
};
