// `@quorum/forum/contract`: what an add-on may use of the forum on both halves — the slots its UI
// offers and the props they pass, and its post types extension point. Public and versioned with the forum (semver); add-ons import this
// (and `@quorum/forum/contract/server` on the server), never a deeper path (docs/addons.md).
export { forumSlots } from "./forumSlots";
export type { DiscussionOptionsProps, ListFilterProps } from "./forumSlots";
export { forumPostTypes } from "./forumPostTypes";
export type { PostTypeDescriptor, PostTypeFields, PostTypeFieldsProps } from "./forumPostTypes";
export type { ForumUser } from "./ForumUser";
export type { ForumLayoutViewType } from "./ForumLayoutViewType";
export { forumWidgets } from "./forumWidgets";
export type {
  BannerProps,
  CategoriesWidgetProps,
  CategoryFollowWidgetProps,
  CommentThreadAssetProps,
  CommentTombstone,
  CreateCommentAssetProps,
  CreatePostFormAssetProps,
  DiscussionListWidgetProps,
  GuestCallToActionProps,
  NewPostMenuProps,
  OriginalPostAssetProps,
  PostTagsAssetProps,
} from "./widgetProps";
