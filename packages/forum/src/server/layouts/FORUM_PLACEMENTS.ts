import { forumWidgets } from "../../contract/forumWidgets";
import { coreLayouts, place, type LayoutRef, type Placement } from "@quorum/server";
import { forumLayouts } from "./forumLayouts";

const guestCta = { title: "Welcome!", description: "It looks like you're new here. Sign in or register to get started." };

/** The side column of the list pages: the guest welcome, then the new-post menu. */
const sideColumn = (layout: LayoutRef<"main" | "secondary">): Placement[] => [
  place({ layout, at: "secondary", id: "forum.guestCta", widget: forumWidgets.guestCta, props: guestCta }),
  place({ layout, at: "secondary", id: "forum.newPost", widget: forumWidgets.newPost }),
];

/**
 * The forum's own entries at its layouts' points, keyed so add-ons place theirs relative to them
 * (`order: "after:forum.categories"`). Ids are unique per point.
 */
export const FORUM_PLACEMENTS: readonly Placement[] = [
  place({
    layout: forumLayouts.home,
    at: "main",
    id: "forum.recentDiscussions",
    widget: forumWidgets.discussions,
    props: { title: "Recent Discussions", apiParams: { sort: "-dateLastComment", limit: 10 }, showPager: false, viewAllUrl: "/discussions" },
  }),
  place({ layout: forumLayouts.home, at: "main", id: "forum.categories", widget: forumWidgets.categories, props: { title: "Categories", maxDepth: 2 } }),
  ...sideColumn(forumLayouts.home),
  place({
    layout: forumLayouts.discussionList,
    at: "main",
    id: "forum.discussions",
    widget: forumWidgets.discussions,
    props: { apiParams: { sort: "-dateLastComment", limit: 30 }, showPager: true },
  }),
  ...sideColumn(forumLayouts.discussionList),
  place({ layout: forumLayouts.categoryList, at: "main", id: "forum.categories", widget: forumWidgets.categories, props: { maxDepth: 3 } }),
  ...sideColumn(forumLayouts.categoryList),
  place({
    layout: forumLayouts.discussionCategoryPage,
    at: "main",
    id: "forum.subcategories",
    widget: forumWidgets.categories,
    props: { title: "Subcategories", maxDepth: 1 },
  }),
  place({
    layout: forumLayouts.discussionCategoryPage,
    at: "main",
    id: "forum.discussions",
    widget: forumWidgets.discussions,
    props: { title: "Discussions", apiParams: { sort: "-dateLastComment", limit: 30, includeChildCategories: true }, showPager: true },
  }),
  ...sideColumn(forumLayouts.discussionCategoryPage),
  place({ layout: forumLayouts.nestedCategoryList, at: "main", id: "forum.categories", widget: forumWidgets.categories, props: { maxDepth: 3 } }),
  ...sideColumn(forumLayouts.nestedCategoryList),
  place({
    layout: forumLayouts.discussion,
    at: "afterBody",
    id: "forum.postTags",
    widget: forumWidgets.postTags,
    props: { title: "Find more posts tagged with" },
  }),
  place({ layout: forumLayouts.discussion, at: "aside", id: "forum.newPost", widget: forumWidgets.newPost }),
  // A person's posts under their profile's header (the framework's profile page), per tab.
  place({ layout: coreLayouts.profile, at: "main", id: "forum.profilePosts", widget: forumWidgets.profilePosts }),
];
