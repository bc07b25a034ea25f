import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";
import { SectionBreadcrumbs } from "./SectionBreadcrumbs";

export interface SectionTwoColumnsProps {
  breadcrumbs?: unknown;
  mainTop?: unknown;
  mainBottom?: unknown;
  secondaryTop?: unknown;
  secondaryBottom?: unknown;
}

/** Main (672) and secondary (216) columns under the breadcrumbs; stacked on small screens. */
export default function SectionTwoColumns(props: SectionTwoColumnsProps): ReactNode {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <SectionBreadcrumbs nodes={props.breadcrumbs} />
      <div className={styles.twoColumns}>
        <div className={styles.column}>
          <LayoutRenderer layout={widgetNodes(props.mainTop)} />
          <LayoutRenderer layout={widgetNodes(props.mainBottom)} />
        </div>
        <aside className={styles.column}>
          <LayoutRenderer layout={widgetNodes(props.secondaryTop)} />
          <LayoutRenderer layout={widgetNodes(props.secondaryBottom)} />
        </aside>
      </div>
    </div>
  );
}
