import { Avatar, DateTime, Link, Slot, t, useBootstrap, useCurrentUser, widgetStyles } from "@quorum/core";
import { discussionPath } from "@quorum/api";
import type { ReactNode } from "react";
import { BookmarkButton } from "../bookmark/BookmarkButton";
import { LazyBulkDiscussionCheckbox } from "../bulk/LazyBulkDiscussionCheckbox";
import { DiscussionOptionsMenu } from "../discussions/options/DiscussionOptionsMenu";
import { countText } from "../posts/countText";
import * as metaStyles from "../posts/metas.css";
import { PostLabels } from "../posts/PostLabels";
import { TagList } from "../posts/TagList";
import { UserLink } from "../posts/UserLink";
import { visibleTags } from "../posts/visibleTags";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./DiscussionListItem.css";
import { forumSlots } from "../../contract";
import type { ListDiscussion } from "../../contract/widgetProps";

/** A discussion as list widgets receive it: the API's list shape, with a plain-text excerpt. */
export type { ListDiscussion };

export interface DiscussionListItemProps {
  discussion: ListDiscussion;
  /** Shows the bulk selection checkbox; the list decides once for all items (who may bulk-manage). */
  selectable?: boolean;
  /** 3 under the list's title, 2 when the list has none (right under the page's h1). */
  headingLevel?: 2 | 3;
}

/** One row of a discussion list: name, labels (add-ons' too), unread marker, excerpt, metas and tags. */
export function DiscussionListItem({ discussion, selectable = false, headingLevel = 3 }: DiscussionListItemProps): ReactNode {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { locale } = useBootstrap();
  const { insertUser, lastUser, category } = discussion;
  const lastActivity = discussion.dateLastComment ?? discussion.dateInserted;
  return (
    <li className={widgetStyles.item}>
      <div className={styles.heading}>
        {selectable && <LazyBulkDiscussionCheckbox discussion={discussion} />}
        <Heading className={widgetStyles.subtitle}>
          <Link className={widgetStyles.itemLink} to={discussionPath(discussion.discussionID, discussion.name)}>
            {discussion.name}
          </Link>
        </Heading>
        <PostLabels discussion={discussion} />
        <Slot slot={forumSlots.discussionLabels} props={{ discussion }} />
        <UnreadMarker discussion={discussion} />
        <BookmarkButton discussion={discussion} />
        <DiscussionOptionsMenu discussion={discussion} />
      </div>
      {discussion.excerpt && <p className={styles.excerpt}>{discussion.excerpt}</p>}
      <div className={metaStyles.metas}>
        {insertUser && (
          <span className={metaStyles.meta}>
            <Avatar photoUrl={insertUser.photoUrl} name={insertUser.name} size="xsmall" decorative />
            <UserLink user={insertUser} />
          </span>
        )}
        {category && (
          <span className={metaStyles.meta}>
            <Link to={toSitePath(category.url)}>{category.name}</Link>
          </span>
        )}
        <span className={metaStyles.meta}>{countText(discussion.countComments, "{count} comment", "{count} comments", locale)}</span>
        <span className={metaStyles.meta}>{countText(discussion.countViews, "{count} view", "{count} views", locale)}</span>
        <span className={metaStyles.meta}>
          {/* lastUser is set once someone has commented; before that the date is when it was started. */}
          {lastUser && (
            <>
              {t("Most recent by")} <UserLink user={lastUser} />
            </>
          )}
          <DateTime date={lastActivity} />
        </span>
      </div>
      <TagList tags={visibleTags(discussion.tags)} />
    </li>
  );
}

/** 'New' for a discussion never opened, 'n new' for unread comments; signed-in members only (spec §6). */
function UnreadMarker({ discussion }: { discussion: ListDiscussion }): ReactNode {
  const user = useCurrentUser();
  if (user.userID <= 0) return null;
  const unreadComments = discussion.countUnread ?? 0;
  // A never-opened discussion counts all its comments unread: it is simply 'New', not 'n new'.
  const neverOpened = discussion.unread === true && unreadComments === discussion.countComments;
  if (!neverOpened && unreadComments > 0) {
    return <span className={metaStyles.badge}>{t("{count} new", { count: unreadComments })}</span>;
  }
  if (discussion.unread) return <span className={metaStyles.badge}>{t("New")}</span>;
  return null;
}
