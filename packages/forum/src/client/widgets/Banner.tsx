import { t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./Banner.css";
import type { BannerProps } from "../../contract/widgetProps";

export type { BannerProps };

/** `react.app-banner`: the hero at the top of a page with the site's (or category's) title and description. */
export default function Banner({ title, description, showTitle = true, showDescription = true }: BannerProps): ReactNode {
  return (
    <section className={styles.banner}>
      {/* The banner's title is the main heading of the list pages it tops. */}
      {showTitle && title && <h1 className={styles.title}>{t(title)}</h1>}
      {showDescription && description && <p className={styles.description}>{t(description)}</p>}
    </section>
  );
}
