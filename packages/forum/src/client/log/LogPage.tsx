import { Pager, t, useDocumentTitle, useSearchParams, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { LogEntryItem } from "./LogEntryItem";
import { logFilterHref } from "./logFilterHref";
import * as styles from "./LogPage.css";
import { readLogFilter } from "./readLogFilter";
import { useAuditLog } from "./useAuditLog";

/**
 * /log/filter (community moderators): the moderation log, newest first, filtered by the query the
 * options menu links with — `recordType` and `recordID` (one discussion's history), `categoryID`,
 * `insertUserID` (what one person did) — and paged with core's Pager.
 */
export default function LogPage(): ReactNode {
  const [search] = useSearchParams();
  const filter = readLogFilter(search);
  const { entries, paging } = useAuditLog(filter);
  const title = t("Moderation log");
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {entries.length === 0 ? (
        <p className={widgetStyles.empty}>{t("Nothing has been logged here yet.")}</p>
      ) : (
        <ul className={widgetStyles.list} aria-label={title}>
          {entries.map((entry) => (
            <LogEntryItem key={entry.auditLogID} entry={entry} />
          ))}
        </ul>
      )}
      <Pager
        page={paging.page}
        limit={paging.limit}
        {...(paging.total !== undefined ? { total: paging.total } : {})}
        hasMore={paging.next !== undefined && paging.total === undefined}
        hrefFor={(page) => logFilterHref(filter, page)}
      />
    </div>
  );
}
