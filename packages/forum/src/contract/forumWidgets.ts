import { defineWidget } from "@quorum/api";
// The props the components render, as plain types: the server imports these definitions and
// must pull in no component (docs/addons.md §5).
import type {
  BannerProps,
  CategoriesWidgetProps,
  CategoryFollowWidgetProps,
  CommentThreadAssetProps,
  CreateCommentAssetProps,
  CreatePostFormAssetProps,
  DiscussionListWidgetProps,
  GuestCallToActionProps,
  NewPostMenuProps,
  OriginalPostAssetProps,
  PostTagsAssetProps,
  ProfilePostsWidgetProps,
} from "./widgetProps";

/**
 * The forum's widgets (docs/page-flow.md §3), each defined once for both halves: the forum's
 * client registers them, its server hydrates them, and an add-on places them or composes them by
 * id (`ctx.hydrate({ $hydrate: forumWidgets.discussions.id, ... })`).
 */
export const forumWidgets = {
  banner: defineWidget<BannerProps>({ id: "react.app-banner", component: "Banner" }),
  guestCta: defineWidget<GuestCallToActionProps>({ id: "react.guest-cta", component: "GuestCallToAction" }),
  newPost: defineWidget<NewPostMenuProps>({ id: "react.newpost", component: "NewPostMenu" }),
  discussions: defineWidget<DiscussionListWidgetProps>({ id: "react.discussion.discussions", component: "DiscussionListWidget" }),
  categories: defineWidget<CategoriesWidgetProps>({ id: "react.categories", component: "CategoriesWidget" }),
  originalPost: defineWidget<OriginalPostAssetProps>({ id: "react.asset.originalPost", component: "OriginalPostAsset" }),
  postTags: defineWidget<PostTagsAssetProps>({ id: "react.asset.postTags", component: "PostTagsAsset" }),
  commentThread: defineWidget<CommentThreadAssetProps>({ id: "react.asset.postCommentThread", component: "CommentThreadAsset" }),
  createComment: defineWidget<CreateCommentAssetProps>({ id: "react.asset.createComment", component: "CreateCommentAsset" }),
  createPostForm: defineWidget<CreatePostFormAssetProps>({ id: "react.asset.createPostForm", component: "CreatePostFormAsset" }),
  categoryFollow: defineWidget<CategoryFollowWidgetProps>({ id: "react.category-follow", component: "CategoryFollowWidget" }),
  profilePosts: defineWidget<ProfilePostsWidgetProps>({ id: "react.profile.posts", component: "ProfilePostsWidget" }),
} as const;
