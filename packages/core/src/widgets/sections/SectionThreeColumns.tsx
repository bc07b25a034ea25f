import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";
import { SectionBreadcrumbs } from "./SectionBreadcrumbs";

export interface SectionThreeColumnsProps {
  breadcrumbs?: unknown;
  leftTop?: unknown;
  leftBottom?: unknown;
  middleTop?: unknown;
  middleBottom?: unknown;
  rightTop?: unknown;
  rightBottom?: unknown;
}

/** Left and right panels (216) around the middle column (672), under the breadcrumbs. */
export default function SectionThreeColumns(props: SectionThreeColumnsProps): ReactNode {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <SectionBreadcrumbs nodes={props.breadcrumbs} />
      <div className={styles.threeColumns}>
        {/* Two complementary landmarks on one page need names to be told apart. */}
        <aside className={`${styles.column} ${styles.areaLeft}`} aria-label={t("Left Panel")}>
          <LayoutRenderer layout={widgetNodes(props.leftTop)} />
          <LayoutRenderer layout={widgetNodes(props.leftBottom)} />
        </aside>
        <div className={`${styles.column} ${styles.areaMiddle}`}>
          <LayoutRenderer layout={widgetNodes(props.middleTop)} />
          <LayoutRenderer layout={widgetNodes(props.middleBottom)} />
        </div>
        <aside className={`${styles.column} ${styles.areaRight}`} aria-label={t("Right Panel")}>
          <LayoutRenderer layout={widgetNodes(props.rightTop)} />
          <LayoutRenderer layout={widgetNodes(props.rightBottom)} />
        </aside>
      </div>
    </div>
  );
}
