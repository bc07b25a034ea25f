import type { ReactNode } from "react";
import { t } from "../i18n/t";
import * as styles from "./Loader.css";
import { LOADER_DELAY, useDelayedVisibility } from "./useDelayedVisibility";

/** A placeholder block for content still loading, shown only after the loader delay. */
export function Skeleton({ delay = LOADER_DELAY, height }: { delay?: number; height?: number }): ReactNode {
  if (!useDelayedVisibility(delay)) return null;
  return <span className={styles.skeleton} style={height ? { minHeight: height } : undefined} role="status" aria-label={t("Loading")} />;
}
