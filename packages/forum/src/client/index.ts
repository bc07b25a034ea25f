// The client half of @quorum/forum: a small descriptor, no side effects. Every component sits
// behind `load` so a page downloads only the widgets its layout names (docs/architecture.md §1).
import { defineAddon } from "@quorum/core";
import { forumWidgets } from "../contract/forumWidgets";
import { quorum } from "../../package.json";
import { FORUM_LAYOUT_ROUTES } from "./routing/FORUM_LAYOUT_ROUTES";

// A guest's view of these is static HTML (links and text: a guest cannot react, comment or
// moderate), so a guest's page keeps them as the server sent them and loads their code on the
// first interaction (docs/page-flow.md §4). A clicked share menu or sort choice is held meanwhile.
const staticForGuests = { staticForGuests: true } as const;
// A thread opened at one comment marks it and scrolls to it: a page opened at an anchor
// (#Comment_12) hydrates at once anyway (core), a permalink (/discussion/comment/12) says so here.
const threadStaticForGuests = { staticForGuests: ({ pathname }: { pathname: string }) => !pathname.startsWith("/discussion/comment/") };

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  // Its addresses rendered from server layouts (/discussions, /categories/…, /discussion/…, /post/…).
  layoutRoutes: FORUM_LAYOUT_ROUTES,
  widgets: [
    forumWidgets.banner.client(() => import("./widgets/Banner"), staticForGuests),
    forumWidgets.guestCta.client(() => import("./widgets/GuestCallToAction"), staticForGuests),
    forumWidgets.newPost.client(() => import("./widgets/NewPostMenu"), staticForGuests),
    forumWidgets.discussions.client(() => import("./widgets/DiscussionListWidget"), staticForGuests),
    forumWidgets.categories.client(() => import("./widgets/CategoriesWidget"), staticForGuests),
    forumWidgets.originalPost.client(() => import("./widgets/OriginalPostAsset"), staticForGuests),
    forumWidgets.postTags.client(() => import("./widgets/PostTagsAsset"), staticForGuests),
    forumWidgets.commentThread.client(() => import("./widgets/CommentThreadAsset"), threadStaticForGuests),
    forumWidgets.createComment.client(() => import("./widgets/CreateCommentAsset"), staticForGuests),
    forumWidgets.createPostForm.client(() => import("./widgets/CreatePostFormAsset")),
    forumWidgets.categoryFollow.client(() => import("./widgets/CategoryFollowWidget"), staticForGuests),
    forumWidgets.profilePosts.client(() => import("./widgets/ProfilePosts"), staticForGuests),
  ],
  routes: [
    { path: "/entry/signin", load: () => import("./pages/SignInPage") },
    { path: "/entry/register", load: () => import("./pages/RegisterPage") },
    { path: "/entry/signout", load: () => import("./pages/SignOutPage") },
    { path: "/profile/followed-content", load: () => import("./pages/FollowedContentPage") },
    { path: "/log/filter", permission: "community.moderate", load: () => import("./log/LogPage") },
  ],
  // Spec §2 default navigation: Posts and Categories, for whoever may view discussions.
  navItems: [
    { id: "forum.posts", name: "Posts", url: "/discussions", permission: "discussions.view", order: 10 },
    { id: "forum.categories", name: "Categories", url: "/categories", permission: "discussions.view", order: 20 },
  ],
});
