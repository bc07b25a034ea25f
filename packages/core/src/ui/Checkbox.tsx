import type { ReactNode } from "react";
import { visuallyHidden } from "../theme/visuallyHidden.css";
import * as styles from "./Checkbox.css";

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** The label is read by assistive technology only (a checkbox in a table row). */
  hideLabel?: boolean;
}

/** A native checkbox with its label; the whole label is the click target. */
export function Checkbox({ label, checked, onChange, disabled = false, hideLabel = false }: CheckboxProps): ReactNode {
  return (
    <label className={styles.root({ disabled })}>
      <input type="checkbox" className={styles.input} checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className={hideLabel ? visuallyHidden : styles.label}>{label}</span>
    </label>
  );
}
