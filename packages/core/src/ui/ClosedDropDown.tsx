import { useId } from "react";
import type { ReactNode } from "react";
import type { DropDownProps } from "./DropDownProps";
import * as styles from "./DropDown.css";

/**
 * What `DropDown` renders while closed — its markup exactly, attribute for attribute — without the
 * state, refs, handlers and effect that only serve opening it. The server render uses it: there
 * the menu is always closed and nothing it holds would ever be used.
 */
export function ClosedDropDown({ label, buttonContent }: DropDownProps): ReactNode {
  // DropDown makes an id for its menu; making one here too keeps every id inside the opener the
  // same as in the browser (React derives ids from the tree, and from which components made one).
  useId();
  return (
    <div className={styles.root}>
      <button type="button" className={styles.opener} aria-label={label} aria-haspopup="menu" aria-expanded={false}>
        {buttonContent ?? label}
      </button>
      {/* The open menu's place: the same child positions as DropDown's, for the same ids. */}
      {false}
    </div>
  );
}
