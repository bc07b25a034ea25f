import type { Discussion } from "@quorum/api";
import { Checkbox, t } from "@quorum/core";
import type { ReactNode } from "react";
import { toBulkDiscussionInfo } from "./BulkDiscussionInfo";
import * as styles from "./BulkDiscussionCheckbox.css";
import { useBulkSelection } from "./useBulkSelection";

export interface BulkDiscussionCheckboxProps {
  discussion: Discussion;
}

/**
 * A list item's bulk selection checkbox (spec §2), with the mark of the last bulk job beside it:
 * 'Pending' while the job works on the discussion, the server's message when it failed there.
 */
export function BulkDiscussionCheckbox({ discussion }: BulkDiscussionCheckboxProps): ReactNode {
  const [state, store] = useBulkSelection();
  const id = discussion.discussionID;
  const status = state.statuses.get(id);
  const pending = status?.state === "pending";

  function onChange(checked: boolean): void {
    // A new choice puts the last job's outcome for it behind: its error message goes.
    if (status) store.setStatuses([id], null);
    if (checked) {
      store.remember([toBulkDiscussionInfo(discussion)]);
      store.select([id]);
    } else {
      store.deselect([id]);
    }
  }

  return (
    <span className={styles.root}>
      <Checkbox label={`${t("Select")} ${discussion.name}`} hideLabel checked={state.selectedIDs.includes(id)} disabled={pending} onChange={onChange} />
      {pending && <span className={styles.pending}>{t("Pending")}</span>}
      {status?.state === "error" && <span className={styles.error}>{status.message}</span>}
    </span>
  );
}
