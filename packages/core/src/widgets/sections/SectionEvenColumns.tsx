import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";
import { SectionBreadcrumbs } from "./SectionBreadcrumbs";

export interface SectionEvenColumnsProps {
  breadcrumbs?: unknown;
  left?: unknown;
  middle?: unknown;
  right?: unknown;
}

/** Two or three equal columns (`middle` only in the three-column variant); stacked on phones. */
export default function SectionEvenColumns({ breadcrumbs, left, middle, right }: SectionEvenColumnsProps): ReactNode {
  const columns = [left, middle, right].filter((c, i) => i !== 1 || c !== undefined);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <SectionBreadcrumbs nodes={breadcrumbs} />
      <div className={styles.evenColumns}>
        {columns.map((nodes, i) => (
          <div key={i} className={styles.column}>
            <LayoutRenderer layout={widgetNodes(nodes)} />
          </div>
        ))}
      </div>
    </div>
  );
}
