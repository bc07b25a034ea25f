import { useDocumentTitle, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./EntryPage.css";

export interface EntryPageProps {
  /** The page's name: its heading and the document's title. */
  title: string;
  children: ReactNode;
}

/** The frame of the sign-in, register and sign-out pages: a narrow centred column under the page's name. */
export function EntryPage({ title, children }: EntryPageProps): ReactNode {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {children}
    </div>
  );
}
