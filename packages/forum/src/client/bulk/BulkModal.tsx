import { FormModal } from "@quorum/core";
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

/** The frame every bulk action's modal shares: its form, the job's progress under it, Cancel and confirm. */
export function BulkModal({ isVisible, title, confirmLabel, confirmDisabled = false, onConfirm, job, children }: BulkModalFrameProps): ReactNode {
  return (
    <FormModal
      isVisible={isVisible}
      title={title}
      submitLabel={confirmLabel}
      onSubmit={onConfirm}
      onCancel={job.close}
      isBusy={job.isRunning}
      submitDisabled={confirmDisabled}
      after={job.jobIDs && <BulkProgressList discussionIDs={job.jobIDs} />}
    >
      {children}
    </FormModal>
  );
}
