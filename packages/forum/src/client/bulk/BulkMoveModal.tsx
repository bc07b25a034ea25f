import type { LongRunnerResult } from "@quorum/api";
import { Checkbox, t } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { BulkModal } from "./BulkModal";
import type { BulkModalProps } from "./BulkModalProps";
import { CategoryChooser } from "./CategoryChooser";
import { useBulkModalJob } from "./useBulkModalJob";

/** Bulk move (spec §7 `PATCH /discussions/move {discussionIDs, categoryID, addRedirects}`) to a chosen category. */
export function BulkMoveModal({ isVisible, onClose, discussions }: BulkModalProps): ReactNode {
  const job = useBulkModalJob(onClose);
  const [categoryID, setCategoryID] = useState<number | null>(null);
  const [addRedirects, setAddRedirects] = useState(false);
  const ids = discussions.map((d) => d.discussionID);
  return (
    <BulkModal
      isVisible={isVisible}
      title={t("Move Discussions")}
      confirmLabel={t("Move")}
      confirmDisabled={categoryID === null || ids.length === 0}
      job={job}
      onConfirm={() => {
        if (categoryID === null) return;
        void job.run({
          discussionIDs: ids,
          start: (api) => api.patch<LongRunnerResult>("/discussions/move", { discussionIDs: ids, categoryID, addRedirects }),
        });
      }}
    >
      <CategoryChooser value={categoryID} onChange={setCategoryID} enabled={isVisible} />
      <Checkbox label={t("Leave a redirect")} checked={addRedirects} onChange={setAddRedirects} />
    </BulkModal>
  );
}
