import { hasPermission } from "@quorum/api";
import { forbidden, type Viewer } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import type { ReactionTypeRow } from "./findReactionType";
import type { ReactionTarget } from "./loadReactionTarget";

const needs = (permission: string) => forbidden("Permission Problem", `You need the ${permission} permission.`);

/**
 * Spec §6: `reactions.{class}.add`; Promote also needs `curation.manage`; and on the thread,
 * `comments.add` in its category while it is open, `discussions.close` once it is closed.
 * Guests never react.
 */
export function assertCanReact(viewer: Viewer, type: ReactionTypeRow, target: ReactionTarget): void {
  const { permissions } = viewer;
  if (viewer.user.userID <= 0) throw forbidden();
  const classPermission = `reactions.${type.class}.add`;
  if (!hasPermission(permissions, classPermission)) throw needs(classPermission);
  if (type.urlcode === "promote" && !hasPermission(permissions, "curation.manage")) throw needs("curation.manage");
  const threadPermission = target.closed ? "discussions.close" : "comments.add";
  if (!canInCategory(permissions, threadPermission, target.category)) throw needs(threadPermission);
}
