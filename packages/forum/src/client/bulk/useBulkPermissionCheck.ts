import { BULK_DISCUSSION_GRANTS } from "@quorum/api";
import type { BulkDiscussionAction } from "@quorum/api";
import { usePermissionCheck } from "@quorum/core";
import { useCallback } from "react";
import type { BulkDiscussionInfo } from "./BulkDiscussionInfo";

/** Whether the user may apply a bulk action to a discussion (its category, its overrides). */
export type BulkPermissionCheck = (action: BulkDiscussionAction, discussion: BulkDiscussionInfo) => boolean;

/**
 * The per-discussion check of bulk validation (spec §5 "in any selected discussion's category"),
 * granting what the server grants (`BULK_DISCUSSION_GRANTS`), so an action the toast offers is
 * not refused item by item.
 */
export function useBulkPermissionCheck(): BulkPermissionCheck {
  const check = usePermissionCheck();
  return useCallback(
    (action, discussion) =>
      check(BULK_DISCUSSION_GRANTS[action], { resourceType: "category", resourceID: discussion.categoryID, overrides: discussion.permissions ?? null }),
    [check],
  );
}
