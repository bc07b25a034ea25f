import type { BulkDiscussionAction } from "@quorum/api";
import { t } from "@quorum/core";
import type { BulkDiscussionInfo } from "./BulkDiscussionInfo";
import type { BulkPermissionCheck } from "./useBulkPermissionCheck";

/** Whether an action of the bulk toast may run, and if not, why (shown with the disabled button). */
export interface BulkActionValidity {
  disabled: boolean;
  /** Spec §5's text; null while the action is only waiting for details to load. */
  reason: string | null;
}

// Spec §5, verbatim: two use a typographic apostrophe, the close message a straight one.
const LACKING: Readonly<Record<BulkDiscussionAction, string>> = {
  delete: "You don’t have the delete permission on the following discussions:",
  move: "You don’t have the edit permission on the following discussions:",
  merge: "You don’t have the edit permission on the following discussions:",
  close: "You don't have the close permission on the following discussions:",
};

export const BULK_ACTIONS: readonly BulkDiscussionAction[] = ["delete", "move", "merge", "close"];

/**
 * The validation of spec §5 over the selected discussions' details: merge needs at least two,
 * close is pointless when all are closed, and every action needs its permission in the category
 * of each discussion (the message names the categories where it is lacking). `complete` is false
 * while some selected discussion's details are still loading: everything waits, unexplained.
 */
export function validateBulkActions(
  selected: readonly BulkDiscussionInfo[],
  can: BulkPermissionCheck,
  complete: boolean,
): Record<BulkDiscussionAction, BulkActionValidity> {
  const result = {} as Record<BulkDiscussionAction, BulkActionValidity>;
  for (const action of BULK_ACTIONS) {
    result[action] = complete ? validate(action, selected, can) : { disabled: true, reason: null };
  }
  return result;
}

function validate(action: BulkDiscussionAction, selected: readonly BulkDiscussionInfo[], can: BulkPermissionCheck): BulkActionValidity {
  if (selected.length === 0) return { disabled: true, reason: null };
  if (action === "merge" && selected.length < 2) return { disabled: true, reason: t("You must select at least 2 discussions to merge.") };
  if (action === "close" && selected.every((d) => d.closed)) return { disabled: true, reason: t("Selected discussions are already closed.") };
  const categories = [...new Set(selected.filter((d) => !can(action, d)).map((d) => d.categoryName || t("Unknown category")))];
  if (categories.length > 0) return { disabled: true, reason: `${t(LACKING[action])} ${categories.join(", ")}` };
  return { disabled: false, reason: null };
}
