import { layoutPoint, type LayoutNode, type LayoutSpecNode } from "@quorum/server";
import { forumLayouts } from "./forumLayouts";

const breadcrumbs: LayoutSpecNode = { $hydrate: "react.breadcrumbs" };

/** A banner of the page's record (category) or the site; a static title when given. */
const banner = (title?: string, description?: string): LayoutSpecNode => ({
  $hydrate: "react.section.full-width",
  children: [{ $hydrate: "react.app-banner", ...(title ? { title } : {}), ...(description ? { description } : {}) }],
});

/** A category's banner with its follow dropdown under it (spec §2: the category page header). */
const categoryBanner = (): LayoutSpecNode => ({
  $hydrate: "react.section.full-width",
  children: [{ $hydrate: "react.app-banner" }, { $hydrate: "react.category-follow" }],
});

/** A two-column page whose columns are the layout's `main` and `secondary` points. */
const listPage = (layout: (typeof forumLayouts)["home"], top: LayoutSpecNode, withBreadcrumbs = false): LayoutNode[] => [
  top,
  {
    $hydrate: "react.section.2-columns",
    ...(withBreadcrumbs ? { breadcrumbs: [breadcrumbs] } : {}),
    mainBottom: [layoutPoint(layout, "main")],
    secondaryBottom: [layoutPoint(layout, "secondary")],
  },
];

/**
 * The default layout of each resolved view type, after Vanilla's templates: a banner, a main
 * column of lists or post assets, a side column with the guest welcome and the new-post menu.
 * The columns' widgets are placements at the layouts' points (FORUM_PLACEMENTS), so add-ons add
 * theirs beside them instead of replacing the layout.
 */
export const FORUM_LAYOUTS: Readonly<Record<string, readonly LayoutNode[]>> = {
  home: listPage(forumLayouts.home, banner()),
  discussionList: listPage(forumLayouts.discussionList, banner("Recent Discussions", "The most recent content from our members.")),
  categoryList: listPage(forumLayouts.categoryList, banner("Categories")),
  discussionCategoryPage: listPage(forumLayouts.discussionCategoryPage, categoryBanner(), true),
  nestedCategoryList: listPage(forumLayouts.nestedCategoryList, categoryBanner(), true),
  discussion: [
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [breadcrumbs],
      mainBottom: [
        { $hydrate: "react.asset.originalPost" },
        layoutPoint(forumLayouts.discussion, "afterBody"),
        { $hydrate: "react.asset.postCommentThread", title: "Comments", apiParams: { sort: "dateInserted", limit: 30 } },
        { $hydrate: "react.asset.createComment" },
      ],
      secondaryBottom: [layoutPoint(forumLayouts.discussion, "aside")],
    },
  ],
  createPost: [
    {
      $hydrate: "react.section.3-columns",
      breadcrumbs: [breadcrumbs],
      middleBottom: [{ $hydrate: "react.asset.createPostForm", title: "Create Post" }],
    },
  ],
};
