import type { BulkDiscussionAction } from "@quorum/api";
import { Button, t } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { BulkActionButton } from "./BulkActionButton";
import * as styles from "./BulkActionsToast.css";
import { BulkCloseModal } from "./BulkCloseModal";
import { BulkDeleteModal } from "./BulkDeleteModal";
import { BulkMergeModal } from "./BulkMergeModal";
import { BulkMoveModal } from "./BulkMoveModal";
import { useBulkPermissionCheck } from "./useBulkPermissionCheck";
import { useBulkSelection } from "./useBulkSelection";
import { useSelectedDiscussions } from "./useSelectedDiscussions";
import { BULK_ACTIONS, validateBulkActions } from "./validateBulkActions";

const LABELS: Readonly<Record<BulkDiscussionAction, string>> = { delete: "Delete", move: "Move", merge: "Merge", close: "Close" };

/**
 * The body of the persistent bulk toast (spec §2): how many discussions are selected, Cancel
 * (clears the selection) and the actions, each disabled with spec §5's reason when it cannot
 * run on the selection, each opening its modal.
 */
export function BulkActionsToast(): ReactNode {
  const [state, store] = useBulkSelection();
  const selected = useSelectedDiscussions(state, store);
  const can = useBulkPermissionCheck();
  const validity = validateBulkActions(selected.discussions, can, selected.complete);
  const [open, setOpen] = useState<BulkDiscussionAction | null>(null);
  const close = (): void => setOpen(null);
  const count = state.selectedIDs.length;
  const modalProps = { onClose: close, discussions: selected.discussions };

  return (
    <div className={styles.root}>
      <p className={styles.text}>{count === 1 ? t("You have selected 1 discussion.") : t("You have selected {count} discussions.", { count })}</p>
      {selected.error && <p className={styles.text}>{selected.error.message}</p>}
      <div className={styles.actions}>
        <Button variant="text" onClick={() => store.clear()}>
          {t("Cancel")}
        </Button>
        {BULK_ACTIONS.map((action) => (
          <BulkActionButton key={action} validity={validity[action]} onClick={() => setOpen(action)}>
            {t(LABELS[action])}
          </BulkActionButton>
        ))}
      </div>
      <BulkDeleteModal isVisible={open === "delete"} {...modalProps} />
      <BulkMoveModal isVisible={open === "move"} {...modalProps} />
      <BulkMergeModal isVisible={open === "merge"} {...modalProps} />
      <BulkCloseModal isVisible={open === "close"} {...modalProps} />
    </div>
  );
}
