import type { Notification, PagingInfo } from "@quorum/api";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useApiClient } from "../../api/useApiClient";
import { t } from "../../i18n/t";
import { Link } from "../../router/Link";
import { useDocumentTitle } from "../../router/useDocumentTitle";
import { useSearchParams } from "../../router/useSearchParams";
import { useCurrentUser } from "../../site/useCurrentUser";
import { widgetStyles } from "../../ui/widgetStyles.css";
import * as styles from "./NotificationsPage.css";

/** Entries per page. */
const LIMIT = 30;

/** /notifications: all of the member's notifications, newest first, paged (the flyout's 'View All'). */
export default function NotificationsPage(): ReactNode {
  const user = useCurrentUser();
  const title = t("Notifications");
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {user.userID > 0 ? (
        <NotificationList />
      ) : (
        <p className={widgetStyles.empty}>
          {/* A plain address: importing signInPath here would split it out of its shared chunk, a file more in every descriptor's preload list. */}
          <Link to="/entry/signin?Target=%2Fnotifications">{t("Sign In")}</Link>
        </p>
      )}
    </div>
  );
}

function NotificationList(): ReactNode {
  const api = useApiClient();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const { data } = useSuspenseQuery({
    queryKey: ["notifications", "page", page],
    queryFn: async ({ signal }): Promise<{ entries: Notification[]; paging: PagingInfo }> => {
      const response = await api.get<Notification[]>("/notifications", { params: { page, limit: LIMIT }, signal });
      return { entries: response.data, paging: response.paging ?? { page, limit: LIMIT } };
    },
  });
  return (
    <>
      {data.entries.length === 0 ? (
        <p className={widgetStyles.empty}>{t("You don't have any notifications yet.")}</p>
      ) : (
        <ul className={widgetStyles.list} aria-label={t("Notifications")}>
          {data.entries.map((entry) => (
            <li key={entry.notificationID} className={entry.read ? styles.entry : styles.unread}>
              <Link to={entry.url}>
                {/* The headline is the server's escaped text with <b> only (docs/architecture.md §4). */}
                <span dangerouslySetInnerHTML={{ __html: entry.body }} />
              </Link>{" "}
              {/* The day, written alike by the server and the browser (core's DateTime would cost every page's first load a chunk). */}
              <time dateTime={entry.dateUpdated} className={styles.meta}>
                {entry.dateUpdated.slice(0, 10)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {/* Previous and next only: core's Pager, shared with the forum, would become a chunk of its own and lengthen every descriptor's preload list. */}
      <nav className={styles.pager} aria-label={t("Pages")}>
        {page > 1 && <Link to={page > 2 ? `/notifications?page=${page - 1}` : "/notifications"}>{t("Previous")}</Link>}
        {data.paging.next !== undefined && <Link to={`/notifications?page=${page + 1}`}>{t("Next")}</Link>}
      </nav>
    </>
  );
}
