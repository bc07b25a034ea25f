import { Button, Modal, t } from "@quorum/core";
import type { ReactNode } from "react";
import { BulkProgressList } from "./BulkProgressList";
import type { BulkModalJob } from "./useBulkModalJob";

export interface BulkModalFrameProps {
  isVisible: boolean;
  title: string;
  confirmLabel: string;
  /** Nothing chosen yet (a move's category, a merge's destination). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  job: BulkModalJob;
  children: ReactNode;
}

/** The frame every bulk action's modal shares: its form, the job's progress, Cancel and confirm. */
export function BulkModal({ isVisible, title, confirmLabel, confirmDisabled = false, onConfirm, job, children }: BulkModalFrameProps): ReactNode {
  return (
    <Modal
      isVisible={isVisible}
      onClose={job.close}
      title={title}
      footer={
        <>
          <Button onClick={job.close}>{t("Cancel")}</Button>
          <Button variant="primary" busy={job.isRunning} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {job.jobIDs && <BulkProgressList discussionIDs={job.jobIDs} />}
    </Modal>
  );
}
