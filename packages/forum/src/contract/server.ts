// `@quorum/forum/contract/server`: what an add-on's server half may use of the forum — its
// extension points (hooks and post types), the types of its tables, and the services it may call.
// Public and versioned with the forum (semver): add-ons `requires: { forum: "^0.1" }` and import
// this, never a deeper path (docs/addons.md).

// Extension points.
export { forumHooks } from "../server/hooks/forumHooks";
export type { CommentRecord } from "../server/hooks/CommentRecord";
export type { ForumHookContext } from "../server/hooks/ForumHookContext";
export type { PostDraft } from "../server/hooks/PostDraft";
export type { PostParent } from "../server/hooks/PostParent";
export type { PostRecord } from "../server/hooks/PostRecord";
export type { PostTypeDefinition, PostTypeDraftFields } from "../server/hooks/PostTypeDefinition";

// Tables: the real ones, so an add-on's queries and migrations meet the forum's schema.
export type { ForumDatabase, ForumDb, ForumTables } from "../server/db/ForumTables";
export { forumDb } from "../server/db/forumDb";

// Services.
export type { ServiceContext } from "../server/services/ServiceContext";
export { serviceContext } from "../server/routes/serviceContext";
export type { ForumDiscussion } from "../server/services/discussions/ForumDiscussion";
export type { ForumComment } from "../server/services/comments/ForumComment";
export { createDiscussion } from "../server/services/discussions/createDiscussion";
export { createComment } from "../server/services/comments/createComment";
export { recountForum } from "../server/seed/recountForum";
export { HOT_RANK } from "../server/services/discussions/HOT_RANK";
export { refreshHot } from "../server/services/discussions/refreshHot";
export { canInCategory } from "../server/permissions/canInCategory";
export type { CategoryPermissionTarget } from "../server/permissions/canInCategory";
export { canViewCategory } from "../server/services/categories/canViewCategory";
// Hidden categories: an add-on's own (a private group's), opened per viewer through a
// `permissionHooks.refine` of @quorum/server that calls `grantCategories`.
export { grantCategories } from "../server/permissions/grantCategories";
export { createCategory } from "../server/services/categories/createCategory";
export type { CategoryInput } from "../server/services/categories/createCategory";
export { invalidateCategoryIndex } from "../server/services/categories/categoryIndexCache";

// Layouts: their named insertion points, for placements.
export { forumLayouts } from "../server/layouts/forumLayouts";
// Its widgets (also in `@quorum/forum/contract`), for hydrators composing them by catalog id
// without loading the client contract's slots.
export { forumWidgets } from "./forumWidgets";
export type { CommentThreadAssetProps, CommentTombstone, DiscussionListWidgetProps } from "./widgetProps";
