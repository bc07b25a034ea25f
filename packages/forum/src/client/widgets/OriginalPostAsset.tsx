import { Avatar, DateTime, Link, t } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import * as metaStyles from "../posts/metas.css";
import { PostBody } from "../posts/PostBody";
import { PostLabels } from "../posts/PostLabels";
import { UserLink } from "../posts/UserLink";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./OriginalPostAsset.css";

export interface OriginalPostAssetProps {
  /** The discussion; `bodyHtml` (or `body`) is the server-sanitized HTML of its body. */
  discussion: (Discussion & { bodyHtml?: string }) | null;
}

/** `react.asset.originalPost`: the discussion's title, author, date, category and body. */
export default function OriginalPostAsset({ discussion }: OriginalPostAssetProps): ReactNode {
  if (!discussion) return null;
  const author = discussion.insertUser;
  return (
    <article className={styles.post}>
      <h1 className={styles.title}>{discussion.name}</h1>
      <div className={styles.author}>
        {author && <Avatar photoUrl={author.photoUrl} name={author.name} size="medium" decorative />}
        <div className={styles.authorText}>
          {author && <UserLink user={author} className={styles.authorName} />}
          <div className={metaStyles.metas}>
            <DateTime date={discussion.dateInserted} />
            {discussion.category && (
              <span className={metaStyles.meta}>
                {t("in")} <Link to={toSitePath(discussion.category.url)}>{discussion.category.name}</Link>
              </span>
            )}
            <PostLabels discussion={discussion} />
          </div>
        </div>
      </div>
      <PostBody html={discussion.bodyHtml ?? discussion.body ?? ""} />
    </article>
  );
}
