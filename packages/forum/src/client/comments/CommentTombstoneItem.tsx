import { DateTime, t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./CommentTombstoneItem.css";

export interface CommentTombstoneItemProps {
  commentID: number;
  dateInserted: string;
}

/**
 * A deleted comment in the tombstone display mode (spec §3): where it stood and when it was
 * posted, so the replies after it keep their context; never who wrote it or what it said. Keeps
 * the element id links to the comment scroll to.
 */
export function CommentTombstoneItem({ commentID, dateInserted }: CommentTombstoneItemProps): ReactNode {
  return (
    <li className={styles.tombstone} id={`Comment_${commentID}`}>
      <p className={styles.text}>{t("This comment has been deleted.")}</p>
      <DateTime date={dateInserted} className={styles.date} />
    </li>
  );
}
