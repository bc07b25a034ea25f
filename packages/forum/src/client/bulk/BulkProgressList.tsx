import { t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./BulkProgressList.css";
import { useBulkSelection } from "./useBulkSelection";

/**
 * The discussions of a running (or finished) bulk job with their marks (spec §4): pending, then
 * success, or the server's error message.
 */
export function BulkProgressList({ discussionIDs }: { discussionIDs: readonly number[] }): ReactNode {
  const [{ details, statuses }] = useBulkSelection();
  return (
    <ul className={styles.list} aria-label={t("Progress")}>
      {discussionIDs.map((id) => {
        const status = statuses.get(id);
        return (
          <li key={id} className={styles.item}>
            <span className={styles.name}>{details.get(id)?.name ?? `#${id}`}</span>
            <span className={styles.status} data-state={status?.state}>
              {status?.state === "pending" ? t("Pending") : status?.state === "success" ? t("Success") : status?.state === "error" ? status.message : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
