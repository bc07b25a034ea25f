import { useDocumentTitle, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./DashboardPage.css";

export interface DashboardPageProps {
  /** The screen's name: its heading and the document's title. */
  title: string;
  /** A sentence under the heading saying what the screen is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame every dashboard screen shares: the heading, an optional introduction, the content. */
export function DashboardPage({ title, intro, children }: DashboardPageProps): ReactNode {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
