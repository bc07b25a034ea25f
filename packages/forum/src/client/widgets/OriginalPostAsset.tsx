import { DateTime, Link, Slot, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as metaStyles from "../posts/metas.css";
import { PostAuthor } from "../posts/PostAuthor";
import { PostBody } from "../posts/PostBody";
import { PostLabels } from "../posts/PostLabels";
import { BookmarkButton } from "../bookmark/BookmarkButton";
import { DiscussionOptionsMenu } from "../discussions/options/DiscussionOptionsMenu";
import { DiscussionReactions } from "../reactions/DiscussionReactions";
import { PostToolbar } from "../reactions/PostToolbar";
import { ShareMenu } from "../share/ShareMenu";
import { PostSignature } from "../thread/PostSignature";
import { OriginalPostQuoteButton } from "../thread/OriginalPostQuoteButton";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./OriginalPostAsset.css";
import { forumSlots } from "../../contract";
import type { OriginalPostAssetProps } from "../../contract/widgetProps";

export type { OriginalPostAssetProps };

/** `react.asset.originalPost`: the discussion's title, author, date, category and body. */
export default function OriginalPostAsset({ discussion }: OriginalPostAssetProps): ReactNode {
  if (!discussion) return null;
  return (
    <article className={widgetStyles.root}>
      <h1 className={styles.title}>{discussion.name}</h1>
      <PostAuthor user={discussion.insertUser}>
        <div className={metaStyles.metas}>
          <DateTime date={discussion.dateInserted} />
          {discussion.category && (
            <span className={metaStyles.meta}>
              {t("in")} <Link to={toSitePath(discussion.category.url)}>{discussion.category.name}</Link>
            </span>
          )}
          <PostLabels discussion={discussion} />
          <Slot slot={forumSlots.discussionLabels} props={{ discussion }} />
        </div>
      </PostAuthor>
      <PostBody html={discussion.bodyHtml ?? discussion.body ?? ""} />
      <PostSignature user={discussion.insertUser} />
      <PostToolbar>
        <DiscussionReactions discussion={discussion} />
        <ShareMenu recordType="discussion" url={discussion.url} name={discussion.name} />
        <BookmarkButton discussion={discussion} />
        <DiscussionOptionsMenu discussion={discussion} />
        <OriginalPostQuoteButton discussion={discussion} />
      </PostToolbar>
    </article>
  );
}
