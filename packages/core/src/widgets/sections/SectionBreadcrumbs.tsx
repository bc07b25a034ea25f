import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";

/** The breadcrumbs row on top of a multi-column section, when it has any. */
export function SectionBreadcrumbs({ nodes }: { nodes: unknown }): ReactNode {
  const list = widgetNodes(nodes);
  if (!list.length) return null;
  return (
    <div className={styles.breadcrumbs}>
      <LayoutRenderer layout={list} />
    </div>
  );
}
