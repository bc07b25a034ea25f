import { Button, ErrorMessage, Link, Pager, Slot, t, useLocation, widgetStyles } from "@quorum/core";
import type { QueryParams } from "@quorum/core";
import type { ReactNode } from "react";
import { useCallback, useMemo, useState } from "react";
import { LazyBulkListControls } from "../bulk/LazyBulkListControls";
import { useCanBulkManage } from "../bulk/useCanBulkManage";
import { listPageHref } from "../routing/listPageHref";
import { DiscussionListItem } from "./DiscussionListItem";
import * as styles from "./DiscussionListWidget.css";
import { useFilteredDiscussions } from "./useFilteredDiscussions";
import { forumSlots } from "../../contract";
import type { DiscussionListWidgetProps } from "../../contract/widgetProps";

export type { DiscussionListWidgetProps };

type FilterParams = Readonly<Record<string, string | number | undefined>>;

/**
 * `react.discussion.discussions`: a list of discussions with their metas, tags and unread markers,
 * and a pager that pages through the route the list is on (the server hydrates each page).
 * Add-ons' filters (`forumSlots.discussionListFilters`) lay their params over the list's: the list then
 * reloads from page 1 through the API and pages with Previous / Next until the filters are cleared.
 */
export default function DiscussionListWidget({
  title,
  discussions,
  paging,
  apiParams = {},
  showPager = false,
  viewAllUrl,
}: DiscussionListWidgetProps): ReactNode {
  const { pathname, search } = useLocation();
  const [filters, setFilters] = useState<FilterParams>({});
  const [page, setPage] = useState(1);
  const filtered = Object.keys(filters).length > 0;
  const setParams = useCallback((next: FilterParams) => {
    setFilters((current) => {
      const merged: Record<string, string | number | undefined> = { ...current, ...next };
      for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
      return merged;
    });
    setPage(1);
  }, []);
  // What a filter sees as the list's current params: the list's own scalars, the filters over them.
  const params = useMemo(() => ({ ...scalarParams(apiParams), ...filters }), [apiParams, filters]);
  const query = useFilteredDiscussions({ ...(apiParams as QueryParams), ...filters, page }, filtered);
  const shown = filtered ? (query.data?.discussions ?? discussions) : discussions;
  const filteredPaging = query.data?.paging;
  // Once per list: guests and members run no bulk code at all, per item or otherwise.
  const selectable = useCanBulkManage();

  return (
    <section className={widgetStyles.root} aria-busy={filtered && query.isFetching ? true : undefined}>
      {title && <h2 className={widgetStyles.title}>{t(title)}</h2>}
      <Slot slot={forumSlots.discussionListFilters} props={{ params, setParams }} wrap={(items) => <div className={styles.filters}>{items}</div>} />
      {selectable && <LazyBulkListControls discussions={shown} />}
      {filtered && query.error ? (
        <ErrorMessage error={query.error} />
      ) : shown.length === 0 ? (
        <p className={widgetStyles.empty}>{t("No discussions were found.")}</p>
      ) : (
        <ul className={widgetStyles.list}>
          {shown.map((discussion) => (
            <DiscussionListItem key={discussion.discussionID} discussion={discussion} selectable={selectable} headingLevel={title ? 3 : 2} />
          ))}
        </ul>
      )}
      {filtered
        ? filteredPaging &&
          (filteredPaging.prev || filteredPaging.next) && (
            <div className={styles.filters}>
              <Button disabled={!filteredPaging.prev || query.isFetching} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                {t("Previous")}
              </Button>
              <Button disabled={!filteredPaging.next || query.isFetching} onClick={() => setPage((p) => p + 1)}>
                {t("Next")}
              </Button>
            </div>
          )
        : showPager && paging && <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(p) => listPageHref(pathname, search, p)} />}
      {viewAllUrl && shown.length > 0 && (
        <Link className={styles.viewAll} to={viewAllUrl}>
          {t("View All")}
        </Link>
      )}
    </section>
  );
}

/** The string and number params of a list (filters read and set only those). */
function scalarParams(params: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === "string" || typeof value === "number") out[key] = value;
  return out;
}
