import type { LayoutSpecNode } from "@quorum/server";

const guestCta: LayoutSpecNode = {
  $hydrate: "react.guest-cta",
  title: "Welcome!",
  description: "It looks like you're new here. Sign in or register to get started.",
};
const newPost: LayoutSpecNode = { $hydrate: "react.newpost" };
const breadcrumbs: LayoutSpecNode = { $hydrate: "react.breadcrumbs" };
const sideColumn = [guestCta, newPost];

/** A banner of the page's record (category) or the site; a static title when given. */
const banner = (title?: string, description?: string): LayoutSpecNode => ({
  $hydrate: "react.section.full-width",
  children: [{ $hydrate: "react.app-banner", ...(title ? { title } : {}), ...(description ? { description } : {}) }],
});

/**
 * The default layout of each resolved view type, after Vanilla's templates: a banner, a main
 * column of lists or post assets, a side column with the guest welcome and the new-post menu.
 */
export const FORUM_LAYOUTS: Readonly<Record<string, readonly LayoutSpecNode[]>> = {
  home: [
    banner(),
    {
      $hydrate: "react.section.2-columns",
      mainBottom: [
        {
          $hydrate: "react.discussion.discussions",
          title: "Recent Discussions",
          apiParams: { sort: "-dateLastComment", limit: 10 },
          showPager: false,
          viewAllUrl: "/discussions",
        },
        { $hydrate: "react.categories", title: "Categories", maxDepth: 2 },
      ],
      secondaryBottom: sideColumn,
    },
  ],
  discussionList: [
    banner("Recent Discussions", "The most recent content from our members."),
    {
      $hydrate: "react.section.2-columns",
      mainBottom: [{ $hydrate: "react.discussion.discussions", apiParams: { sort: "-dateLastComment", limit: 30 }, showPager: true }],
      secondaryBottom: sideColumn,
    },
  ],
  categoryList: [
    banner("Categories"),
    {
      $hydrate: "react.section.2-columns",
      mainBottom: [{ $hydrate: "react.categories", maxDepth: 3 }],
      secondaryBottom: sideColumn,
    },
  ],
  discussionCategoryPage: [
    banner(),
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [breadcrumbs],
      mainBottom: [
        { $hydrate: "react.categories", title: "Subcategories", maxDepth: 1 },
        {
          $hydrate: "react.discussion.discussions",
          title: "Discussions",
          apiParams: { sort: "-dateLastComment", limit: 30, includeChildCategories: true },
          showPager: true,
        },
      ],
      secondaryBottom: sideColumn,
    },
  ],
  nestedCategoryList: [
    banner(),
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [breadcrumbs],
      mainBottom: [{ $hydrate: "react.categories", maxDepth: 3 }],
      secondaryBottom: sideColumn,
    },
  ],
  discussion: [
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [breadcrumbs],
      mainBottom: [
        { $hydrate: "react.asset.originalPost" },
        { $hydrate: "react.asset.postTags", title: "Find more posts tagged with" },
        { $hydrate: "react.asset.postCommentThread", title: "Comments", apiParams: { sort: "dateInserted", limit: 30 } },
        { $hydrate: "react.asset.createComment" },
      ],
      secondaryBottom: [newPost],
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
