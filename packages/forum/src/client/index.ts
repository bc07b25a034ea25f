// The client half of @quorum/forum: a small descriptor, no side effects. Every component sits
// behind `load` so a page downloads only the widgets its layout names (docs/architecture.md §1).
import { defineAddon } from "@quorum/core";
import { forumWidgets } from "../contract/forumWidgets";
import { quorum } from "../../package.json";
import { FORUM_LAYOUT_ROUTES } from "./routing/FORUM_LAYOUT_ROUTES";

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  // Its addresses rendered from server layouts (/discussions, /categories/…, /discussion/…, /post/…).
  layoutRoutes: FORUM_LAYOUT_ROUTES,
  widgets: [
    forumWidgets.banner.client(() => import("./widgets/Banner")),
    forumWidgets.guestCta.client(() => import("./widgets/GuestCallToAction")),
    forumWidgets.newPost.client(() => import("./widgets/NewPostMenu")),
    forumWidgets.discussions.client(() => import("./widgets/DiscussionListWidget")),
    forumWidgets.categories.client(() => import("./widgets/CategoriesWidget")),
    forumWidgets.originalPost.client(() => import("./widgets/OriginalPostAsset")),
    forumWidgets.postTags.client(() => import("./widgets/PostTagsAsset")),
    forumWidgets.commentThread.client(() => import("./widgets/CommentThreadAsset")),
    forumWidgets.createComment.client(() => import("./widgets/CreateCommentAsset")),
    forumWidgets.createPostForm.client(() => import("./widgets/CreatePostFormAsset")),
  ],
  routes: [
    { path: "/entry/signin", load: () => import("./pages/SignInPage") },
    { path: "/entry/register", load: () => import("./pages/RegisterPage") },
    { path: "/entry/signout", load: () => import("./pages/SignOutPage") },
    { path: "/log/filter", permission: "community.moderate", load: () => import("./log/LogPage") },
  ],
  // Spec §2 default navigation: Posts and Categories, for whoever may view discussions.
  navItems: [
    { id: "forum.posts", name: "Posts", url: "/discussions", permission: "discussions.view", order: 10 },
    { id: "forum.categories", name: "Categories", url: "/categories", permission: "discussions.view", order: 20 },
  ],
});
