import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { pageCategoryID } from "../pageCategoryID";

/** `react.newpost` -> NewPostMenu: posts into the page's category when there is one. */
export const newPostWidget = forumWidgets.newPost.hydrate<HydrateContext>((props, ctx) => {
  const categoryID = pageCategoryID(ctx);
  return { ...props, ...(categoryID !== undefined ? { categoryID } : {}) };
});
