import type { Discussion, ReactionType } from "@quorum/api";
import { useCurrentUser, usePermissionCheck } from "@quorum/core";
import { isFlagReaction } from "./isFlagReaction";

/** Which reactions the user may use on the posts of one discussion. */
export interface ReactionAbility {
  /** The user may use some reaction here at all (signed in, and may comment in the discussion). */
  mayReact: boolean;
  /** The user may use this type. */
  canUse(type: Pick<ReactionType, "urlcode" | "class">): boolean;
}

/**
 * Spec §6: reacting needs `reactions.{class}.add`, and only while the user may comment —
 * `comments.add` in the category when the discussion is open, `discussions.close` when it is
 * closed; flag-class reactions are hidden and Promote needs `curation.manage`. Without a
 * discussion (a comment shown out of its thread) nobody may react.
 */
export function useReactionAbility(discussion: Discussion | null | undefined): ReactionAbility {
  const user = useCurrentUser();
  const check = usePermissionCheck();
  const overrides = discussion?.permissions ?? null;
  const mayReact =
    user.userID > 0 &&
    !!discussion &&
    check(discussion.closed ? "discussions.close" : "comments.add", { resourceType: "category", resourceID: discussion.categoryID, overrides });
  return {
    mayReact,
    canUse: (type) =>
      mayReact &&
      !isFlagReaction(type) &&
      check(`reactions.${type.class.toLowerCase()}.add`, { overrides }) &&
      (type.urlcode !== "promote" || check("curation.manage", { overrides })),
  };
}
