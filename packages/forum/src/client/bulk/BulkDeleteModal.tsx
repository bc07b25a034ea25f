import type { LongRunnerResult } from "@quorum/api";
import { t } from "@quorum/core";
import type { ReactNode } from "react";
import { BulkModal } from "./BulkModal";
import type { BulkModalProps } from "./BulkModalProps";
import { useBulkModalJob } from "./useBulkModalJob";

/** Bulk delete (spec §7 `DELETE /discussions/list {discussionIDs}; longRunnerMode=sync`), after a confirmation. */
export function BulkDeleteModal({ isVisible, onClose, discussions }: BulkModalProps): ReactNode {
  const job = useBulkModalJob(onClose);
  const ids = discussions.map((d) => d.discussionID);
  return (
    <BulkModal
      isVisible={isVisible}
      title={t("Delete Discussions")}
      confirmLabel={t("Delete")}
      confirmDisabled={ids.length === 0}
      job={job}
      onConfirm={() =>
        void job.run({
          discussionIDs: ids,
          // sync: the job runs in the request and continues through /calls/run, not in a queue.
          start: (api) => api.delete<LongRunnerResult>("/discussions/list", { body: { discussionIDs: ids }, params: { longRunnerMode: "sync" } }),
        })
      }
    >
      <p>{t("Are you sure you want to delete {count} discussions?", { count: ids.length })}</p>
    </BulkModal>
  );
}
