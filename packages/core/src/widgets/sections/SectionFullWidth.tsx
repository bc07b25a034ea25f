import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import { widgetNodes } from "../../layout/widgetNodes";
import * as styles from "./Section.css";

/** A section spanning the whole page width (banners). Props: `children` nodes. */
export default function SectionFullWidth({ children }: { children?: unknown }): ReactNode {
  return (
    <div className={styles.fullWidth}>
      <LayoutRenderer layout={widgetNodes(children)} />
    </div>
  );
}
