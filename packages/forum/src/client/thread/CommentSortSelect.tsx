import type { CommentSort, Discussion } from "@quorum/api";
import { t, useNavigate } from "@quorum/core";
import { useId } from "react";
import type { ReactNode } from "react";
import { COMMENT_SORT_OPTIONS } from "./COMMENT_SORT_OPTIONS";
import * as styles from "./CommentSortSelect.css";
import { threadPagePath } from "./threadPagePath";

export interface CommentSortSelectProps {
  discussion: Pick<Discussion, "discussionID" | "name">;
  /** The order the thread is shown in, as the server answered it. */
  sort: CommentSort;
}

/**
 * 'Sort by' above a comment thread (spec §2, §3): choosing an order goes to the thread's first
 * page with `?sort=`, so the address can be shared and the server renders the same order.
 */
export function CommentSortSelect({ discussion, sort }: CommentSortSelectProps): ReactNode {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className={styles.sortBy}>
      <label htmlFor={id}>{t("Sort by")}</label>
      <select id={id} className={styles.select} value={sort} onChange={(event) => void navigate(threadPagePath(discussion, 1, event.target.value))}>
        {COMMENT_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
