import type { ReactNode } from "react";
import * as styles from "./UserToolbar.css";

/** Counts above this show as "99+" (spec §9). */
const COUNT_BADGE_MAX = 99;

/** The text of a count badge: "99+" past the cap. */
export function countBadgeText(count: number): string {
  return count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(count);
}

/**
 * A toolbar button's count; nothing when it is zero. The button's name carries it ("Notifications
 * (3)"), so the number is drawn by the stylesheet (`data-count`), not written as text: as text it
 * was the button's visible label, which a name whose count is in parentheses does not contain
 * (WCAG 2.5.3, axe's label-content-name-mismatch, as soon as anything was unread).
 */
export function CountBadge({ count }: { count: number }): ReactNode {
  if (count <= 0) return null;
  return <span className={styles.badge} data-count={countBadgeText(count)} aria-hidden="true" />;
}
