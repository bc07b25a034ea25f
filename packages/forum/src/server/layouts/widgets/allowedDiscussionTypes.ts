import type { HydrateContext } from "@quorum/server";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * The post types that may be started in a category (null: where no category is named, the home
 * page), as Vanilla's categories list them (`allowedDiscussionTypes`): the forum's discussion and
 * every enabled add-on's type whose `allowedIn` rule, if any, allows there.
 */
export async function allowedDiscussionTypes(categoryID: number | null, ctx: HydrateContext): Promise<string[]> {
  const allowed = await Promise.all(
    ctx.addons.hooks(forumHooks.postType).map(async (postType) => ((await postType.allowedIn?.(categoryID, ctx)) === false ? null : postType.type)),
  );
  return ["discussion", ...allowed.filter((type): type is string => type !== null)];
}
