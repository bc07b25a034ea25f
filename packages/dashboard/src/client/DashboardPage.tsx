import { NavLink, t, useDocumentTitle, usePermissionCheck, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./DashboardPage.css";

/** The dashboard's screens, each shown in its menu to whoever may open it. */
const SCREENS = [
  { url: "/dashboard/addons", name: "Add-ons", permission: "site.manage" },
  { url: "/dashboard/users", name: "Users", permission: "users.edit" },
] as const;

export interface DashboardPageProps {
  /** The screen's name: its heading and the document's title. */
  title: string;
  /** A sentence under the heading saying what the screen is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame every dashboard screen shares: the menu of screens, the heading, an optional introduction, the content. */
export function DashboardPage({ title, intro, children }: DashboardPageProps): ReactNode {
  useDocumentTitle(title);
  const can = usePermissionCheck();
  const screens = SCREENS.filter((screen) => can(screen.permission));
  return (
    <div className={styles.page}>
      {screens.length > 1 && (
        <nav aria-label={t("Dashboard")} className={styles.menu}>
          {screens.map((screen) => (
            <NavLink key={screen.url} to={screen.url} className={styles.menuLink}>
              {t(screen.name)}
            </NavLink>
          ))}
        </nav>
      )}
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
