import type { ReactNode } from "react";
import * as styles from "./PostToolbar.css";

/** The row under a post holding its reactions, share menu, bookmark and report controls. */
export function PostToolbar({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.toolbar}>{children}</div>;
}
