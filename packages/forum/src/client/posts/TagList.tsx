import { Link, t } from "@quorum/core";
import type { Tag } from "@quorum/api";
import type { ReactNode } from "react";
import { tagPath } from "../routing/tagPath";
import * as styles from "./metas.css";

export interface TagListProps {
  tags: readonly Tag[];
}

/** Tags as links to their discussions; nothing when there are none. */
export function TagList({ tags }: TagListProps): ReactNode {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tagList} aria-label={t("Tags")}>
      {tags.map((tag) => (
        <li key={tag.tagID}>
          <Link className={styles.tag} to={tagPath(tag.tagID)}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
