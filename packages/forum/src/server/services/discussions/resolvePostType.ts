import { forbidden, validationError } from "@quorum/server";
import { canInCategory, type CategoryPermissionTarget } from "../../permissions/canInCategory";
import type { ServiceContext } from "../ServiceContext";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * The type a new discussion is posted as, and the statusID it starts with: the forum's own
 * "discussion", or a post type of an enabled add-on (Q&A's "question" starts Unanswered). Any
 * other type is refused (422 on `type`), so a disabled add-on's type cannot be posted; a type with
 * its own permission needs it in the category (403).
 */
export function resolvePostType(ctx: ServiceContext, requested: string | undefined, category: CategoryPermissionTarget): { type: string; statusID: number } {
  const type = requested ?? "discussion";
  if (type === "discussion") return { type, statusID: 0 };
  const postType = ctx.addons.hooks(forumHooks.postType).find((candidate) => candidate.type === type);
  if (!postType) throw validationError("type", `"${type}" is not a post type of this site.`, "invalid");
  if (postType.permission && !canInCategory(ctx.viewer.permissions, postType.permission, category)) throw forbidden();
  return { type, statusID: postType.initialStatusID ?? 0 };
}
