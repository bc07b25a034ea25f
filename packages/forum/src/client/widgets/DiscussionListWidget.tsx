import { Link, Pager, t, useLocation, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { listPageHref } from "../routing/listPageHref";
import { DiscussionListItem } from "./DiscussionListItem";
import type { ListDiscussion } from "./DiscussionListItem";
import * as styles from "./DiscussionListWidget.css";

export interface DiscussionListWidgetProps {
  title?: string;
  discussions: ListDiscussion[];
  paging?: { page: number; limit: number; total?: number };
  /** What the server queried `GET /discussions` with; kept for loading pages client-side later. */
  apiParams?: Record<string, unknown>;
  showPager?: boolean;
  /** Where the whole list lives, for a short list on another page (the home page's recent posts). */
  viewAllUrl?: string;
}

/**
 * `react.discussion.discussions`: a list of discussions with their metas, tags and unread markers,
 * and a pager that pages through the route the list is on (the server hydrates each page).
 */
export default function DiscussionListWidget({ title, discussions, paging, showPager = false, viewAllUrl }: DiscussionListWidgetProps): ReactNode {
  const { pathname, search } = useLocation();
  return (
    <section className={widgetStyles.root}>
      {title && <h2 className={widgetStyles.title}>{t(title)}</h2>}
      {discussions.length === 0 ? (
        <p className={widgetStyles.empty}>{t("No discussions were found.")}</p>
      ) : (
        <ul className={widgetStyles.list}>
          {discussions.map((discussion) => (
            <DiscussionListItem key={discussion.discussionID} discussion={discussion} />
          ))}
        </ul>
      )}
      {showPager && paging && (
        <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(page) => listPageHref(pathname, search, page)} />
      )}
      {viewAllUrl && discussions.length > 0 && (
        <Link className={styles.viewAll} to={viewAllUrl}>
          {t("View All")}
        </Link>
      )}
    </section>
  );
}
