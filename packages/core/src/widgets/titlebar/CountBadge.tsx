import type { ReactNode } from "react";
import * as styles from "./UserToolbar.css";

/** Counts above this show as "99+" (spec §9). */
const COUNT_BADGE_MAX = 99;

/** The text of a count badge: "99+" past the cap. */
export function countBadgeText(count: number): string {
  return count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(count);
}

/** A toolbar button's count; nothing when it is zero. Hidden from assistive technology: the button's name carries it. */
export function CountBadge({ count }: { count: number }): ReactNode {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {countBadgeText(count)}
    </span>
  );
}
