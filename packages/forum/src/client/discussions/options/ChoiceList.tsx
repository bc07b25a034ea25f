import { useId } from "react";
import type { ReactNode } from "react";
import * as styles from "./OptionsModal.css";

interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second line (a category's path). */
  description?: ReactNode;
}

export interface ChoiceListProps<V extends string | number> {
  /** The group's accessible name. */
  label: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V | null;
  onChange(value: V): void;
  /** Shown instead of the choices when there are none. */
  empty?: ReactNode;
}

/** A group of radio buttons, one per choice: what the options menu's dialogs pick from. */
export function ChoiceList<V extends string | number>({ label, choices, value, onChange, empty }: ChoiceListProps<V>): ReactNode {
  const name = useId();
  if (choices.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;
  return (
    <div role="radiogroup" aria-label={label} className={styles.choices}>
      {choices.map((choice) => {
        // The description is read after the choice's name, not as part of it.
        const describedBy = choice.description ? `${name}-${choice.value}` : undefined;
        return (
          <div key={choice.value} className={styles.choice}>
            <label className={styles.choiceLabel}>
              <input type="radio" name={name} checked={choice.value === value} onChange={() => onChange(choice.value)} aria-describedby={describedBy} />
              <span>{choice.label}</span>
            </label>
            {choice.description && (
              <span id={describedBy} className={styles.description}>
                {choice.description}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
