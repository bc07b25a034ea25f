import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { pageCategoryID } from "../pageCategoryID";
import { allowedDiscussionTypes } from "./allowedDiscussionTypes";

/**
 * `react.newpost` -> NewPostMenu: posts into the page's category when there is one, and says which
 * post types may be started there (`allowedDiscussionTypes`).
 */
export const newPostWidget = forumWidgets.newPost.hydrate<HydrateContext>(async (props, ctx) => {
  const categoryID = pageCategoryID(ctx);
  return {
    ...props,
    ...(categoryID !== undefined ? { categoryID } : {}),
    allowedDiscussionTypes: (await allowedDiscussionTypes([categoryID ?? null], ctx))[0] ?? ["discussion"],
  };
});
