import type { ReactNode } from "react";
import * as styles from "./PostBody.css";

export interface PostBodyProps {
  /** HTML the server rendered and passed through its allowlist sanitizer (docs/architecture.md §4). */
  html: string;
}

/**
 * The body of a discussion or comment. The one place the forum renders HTML: only the
 * server-sanitized `body`/`bodyHtml` of the API may come here, never text a user just typed.
 */
export function PostBody({ html }: PostBodyProps): ReactNode {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
