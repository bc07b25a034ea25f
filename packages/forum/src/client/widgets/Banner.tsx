import { SearchForm, t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./Banner.css";
import type { BannerProps } from "../../contract/widgetProps";

export type { BannerProps };

/**
 * `react.app-banner`: the hero at the top of a page with the site's (or category's) title and
 * description, and the search bar (core's `SearchForm`; `hideSearch`, `hideSearchOnMobile`).
 */
export default function Banner({
  title,
  description,
  showTitle = true,
  showDescription = true,
  hideSearch = false,
  hideSearchOnMobile = false,
}: BannerProps): ReactNode {
  return (
    <section className={styles.banner}>
      {/* The banner's title is the main heading of the list pages it tops. */}
      {showTitle && title && <h1 className={styles.title}>{t(title)}</h1>}
      {showDescription && description && <p className={styles.description}>{t(description)}</p>}
      {/* Spec §2: the hero banner's search bar, unless the layout's banner options hide it. */}
      {!hideSearch && <SearchForm className={hideSearchOnMobile ? styles.searchDesktopOnly : styles.search} />}
    </section>
  );
}
