import type { HydrateContext } from "@quorum/server";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * The post types that may be started in each of some categories, in order (null: where no
 * category is named, the home page), as Vanilla's categories list them (`allowedDiscussionTypes`):
 * the forum's discussion and every enabled add-on's type whose `allowedIn` rule, if any, allows
 * there. Each rule is asked once for the whole list.
 */
export async function allowedDiscussionTypes(categoryIDs: readonly (number | null)[], ctx: HydrateContext): Promise<string[][]> {
  const allowed = categoryIDs.map(() => ["discussion"]);
  for (const postType of ctx.addons.hooks(forumHooks.postType)) {
    const answers = postType.allowedIn ? await postType.allowedIn(categoryIDs, ctx) : categoryIDs.map(() => true);
    answers.forEach((yes, index) => {
      if (yes) allowed[index]?.push(postType.type);
    });
  }
  return allowed;
}
