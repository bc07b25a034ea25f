import type { LongRunnerResult } from "@quorum/api";
import { Checkbox, t } from "@quorum/core";
import { useId, useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./CategoryChooser.css";
import { BulkModal } from "./BulkModal";
import type { BulkModalProps } from "./BulkModalProps";
import { useBulkModalJob } from "./useBulkModalJob";

/**
 * Bulk merge (spec §7 `PATCH /discussions/merge {discussionIDs, destinationDiscussionID, addRedirects}`):
 * the others are merged into the destination chosen among the selected. The destination leaves the
 * selection with them when everything merged.
 */
export function BulkMergeModal({ isVisible, onClose, discussions }: BulkModalProps): ReactNode {
  const job = useBulkModalJob(onClose);
  const [chosen, setChosen] = useState<number | null>(null);
  const [addRedirects, setAddRedirects] = useState(false);
  const name = useId();
  const ids = discussions.map((d) => d.discussionID);
  // A destination that left the selection (merged away by an earlier job) is no choice any more.
  const destinationID = chosen !== null && ids.includes(chosen) ? chosen : null;
  return (
    <BulkModal
      isVisible={isVisible}
      title={t("Merge Discussions")}
      confirmLabel={t("Merge")}
      confirmDisabled={destinationID === null || ids.length < 2}
      job={job}
      onConfirm={() => {
        if (destinationID === null) return;
        void job.run({
          discussionIDs: ids,
          start: (api) => api.patch<LongRunnerResult>("/discussions/merge", { discussionIDs: ids, destinationDiscussionID: destinationID, addRedirects }),
          alsoDeselectOnSuccess: [destinationID],
        });
      }}
    >
      <fieldset className={styles.choices}>
        <legend>{t("Choose the main discussion to merge into:")}</legend>
        {discussions.map((discussion) => (
          <label key={discussion.discussionID} className={styles.choice}>
            <input type="radio" name={name} checked={destinationID === discussion.discussionID} onChange={() => setChosen(discussion.discussionID)} />
            {discussion.name}
          </label>
        ))}
      </fieldset>
      <Checkbox label={t("Leave a redirect")} checked={addRedirects} onChange={setAddRedirects} />
    </BulkModal>
  );
}
