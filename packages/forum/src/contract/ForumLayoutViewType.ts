/**
 * The layout view types the forum resolves and gives layouts for (`GET /layouts/lookup-hydrate`);
 * `LayoutViewType` of @quorum/api names only the framework's "home". An add-on overriding one of
 * the forum's layouts, or linking to its views, names them with this type.
 */
export type ForumLayoutViewType = "discussionList" | "categoryList" | "discussionCategoryPage" | "nestedCategoryList" | "post" | "discussion" | "createPost";
