import type { Discussion } from "@quorum/api";
import { Checkbox, t } from "@quorum/core";
import { useEffect, useMemo } from "react";
import type { ReactNode } from "react";
import { toBulkDiscussionInfo } from "./BulkDiscussionInfo";
import * as styles from "./BulkListControls.css";
import { useBulkSelection } from "./useBulkSelection";
import { useBulkToast } from "./useBulkToast";

export interface BulkListControlsProps {
  /** The discussions the list shows now. */
  discussions: readonly Discussion[];
}

/**
 * A discussion list's bulk part, above its items: the 'select all on this page' checkbox, and
 * the host of the bulk toast (spec §2) while anything is selected. It also keeps the validation
 * details of the shown discussions, so selecting them needs no extra request.
 */
export function BulkListControls({ discussions }: BulkListControlsProps): ReactNode {
  const [state, store] = useBulkSelection();
  useEffect(() => store.remember(discussions.map(toBulkDiscussionInfo)), [discussions, store]);
  useBulkToast(state.selectedIDs.length > 0);

  const pageIDs = useMemo(() => discussions.map((d) => d.discussionID), [discussions]);
  if (pageIDs.length === 0) return null;
  const selected = new Set(state.selectedIDs);
  const allSelected = pageIDs.every((id) => selected.has(id));
  return (
    <div className={styles.header}>
      <Checkbox
        label={t("Select all on this page")}
        checked={allSelected}
        onChange={(checked) => (checked ? store.select(pageIDs) : store.deselect(pageIDs))}
      />
    </div>
  );
}
