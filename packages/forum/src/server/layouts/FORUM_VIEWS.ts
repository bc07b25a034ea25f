import type { ViewResolver } from "@quorum/server";
import { resolveCategoryList } from "./views/resolveCategoryList";
import { resolveCreatePost } from "./views/resolveCreatePost";
import { resolveDiscussionList } from "./views/resolveDiscussionList";
import { resolvePost } from "./views/resolvePost";

/**
 * Record resolvers per looked-up view type. `home` has none: the framework's default (no record,
 * the site's title) is what it needs.
 */
export const FORUM_VIEWS: Readonly<Record<string, ViewResolver>> = {
  discussionList: resolveDiscussionList,
  categoryList: resolveCategoryList,
  post: resolvePost,
  createPost: resolveCreatePost,
};
