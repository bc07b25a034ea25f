import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";

/** One centred column in the page container. Props: `children` nodes. */
export default function SectionOneColumn({ children }: { children?: unknown }): ReactNode {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <div className={styles.column}>
        <LayoutRenderer layout={widgetNodes(children)} />
      </div>
    </div>
  );
}
