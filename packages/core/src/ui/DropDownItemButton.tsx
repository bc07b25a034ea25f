import { useContext } from "react";
import type { ReactNode } from "react";
import * as styles from "./DropDown.css";
import { DropDownContext } from "./DropDownContext";

export interface DropDownItemButtonProps {
  onClick(): void;
  children: ReactNode;
  disabled?: boolean;
  /** The item's action is in flight: disabled and announced busy. */
  isBusy?: boolean;
}

/** A menu item that runs an action; it closes the menu first, so focus is back on the opener when `onClick` opens a modal. */
export function DropDownItemButton({ onClick, children, disabled = false, isBusy = false }: DropDownItemButtonProps): ReactNode {
  const dropDown = useContext(DropDownContext);
  return (
    <button
      type="button"
      role="menuitem"
      className={styles.item}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      onClick={() => {
        dropDown?.close();
        onClick();
      }}
    >
      {children}
    </button>
  );
}
