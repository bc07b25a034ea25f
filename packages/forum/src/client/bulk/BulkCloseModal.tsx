import type { LongRunnerResult } from "@quorum/api";
import { t } from "@quorum/core";
import type { ReactNode } from "react";
import { BulkModal } from "./BulkModal";
import type { BulkModalProps } from "./BulkModalProps";
import { useBulkModalJob } from "./useBulkModalJob";

/** Bulk close (spec §7 `PATCH /discussions/close {discussionIDs, closed}`), after a confirmation. */
export function BulkCloseModal({ isVisible, onClose, discussions }: BulkModalProps): ReactNode {
  const job = useBulkModalJob(onClose);
  const ids = discussions.map((d) => d.discussionID);
  return (
    <BulkModal
      isVisible={isVisible}
      title={t("Close Discussions")}
      confirmLabel={t("Close Discussions")}
      confirmDisabled={ids.length === 0}
      job={job}
      onConfirm={() =>
        void job.run({
          discussionIDs: ids,
          start: (api) => api.patch<LongRunnerResult>("/discussions/close", { discussionIDs: ids, closed: true }),
        })
      }
    >
      <p>{t("Are you sure you want to close {count} discussions?", { count: ids.length })}</p>
    </BulkModal>
  );
}
