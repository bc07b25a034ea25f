import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { forumHooks } from "../../hooks/forumHooks";
import { pageCategoryID } from "../pageCategoryID";

/**
 * `react.newpost` -> NewPostMenu: posts into the page's category when there is one, and says which
 * post types may be started there (`allowedDiscussionTypes`, as Vanilla's categories do): the
 * forum's discussion and every enabled add-on's type whose `allowedIn` rule, if any, allows here.
 */
export const newPostWidget = forumWidgets.newPost.hydrate<HydrateContext>(async (props, ctx) => {
  const categoryID = pageCategoryID(ctx);
  const allowed = await Promise.all(
    ctx.addons.hooks(forumHooks.postType).map(async (postType) => ((await postType.allowedIn?.(categoryID ?? null, ctx)) === false ? null : postType.type)),
  );
  const allowedDiscussionTypes = ["discussion", ...allowed.filter((type): type is string => type !== null)];
  return { ...props, ...(categoryID !== undefined ? { categoryID } : {}), allowedDiscussionTypes };
});
