import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { visuallyHidden } from "../theme/visuallyHidden.css";
import * as styles from "./Loader.css";
import { LOADER_DELAY, useDelayedVisibility } from "./useDelayedVisibility";

export interface LoaderProps {
  /** ms before anything shows (spec §9 default 150). */
  delay?: number;
}

/** A spinner that appears only if loading takes longer than the loader delay. */
export function Loader({ delay = LOADER_DELAY }: LoaderProps): ReactNode {
  if (!useDelayedVisibility(delay)) return null;
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t("Loading")}</span>
    </div>
  );
}
