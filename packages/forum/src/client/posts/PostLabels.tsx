import { t } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import * as styles from "./metas.css";

export interface PostLabelsProps {
  discussion: Pick<Discussion, "pinned" | "closed">;
}

/** The 'Announcement' and 'Closed' labels of a pinned or closed discussion. */
export function PostLabels({ discussion }: PostLabelsProps): ReactNode {
  return (
    <>
      {discussion.pinned && <span className={styles.label}>{t("Announcement")}</span>}
      {discussion.closed && <span className={styles.label}>{t("Closed")}</span>}
    </>
  );
}
