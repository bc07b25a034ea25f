import { cloneElement, isValidElement, useId } from "react";
import type { ReactElement, ReactNode } from "react";
import type { FieldError } from "@quorum/api";
import * as styles from "./FormField.css";

export interface FormFieldProps {
  label: ReactNode;
  /** The field's errors, e.g. `apiError.fieldErrors("name")`. */
  errors?: readonly FieldError[] | readonly string[];
  required?: boolean;
  /** One input element; it receives the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string; required?: boolean }>;
  className?: string;
}

/** A labelled form field with its error list (spec §5: required asterisk and a list of errors). */
export function FormField({ label, errors = [], required, children, className }: FormFieldProps): ReactNode {
  const id = useId();
  const errorID = `${id}-errors`;
  const messages = errors.map((e) => (typeof e === "string" ? e : e.message));
  const inputID = (isValidElement(children) && children.props.id) || id;
  const control = cloneElement(children, {
    id: inputID,
    required,
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": messages.length > 0 ? errorID : undefined,
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.label} htmlFor={inputID}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {messages.length > 0 && (
        <ul className={styles.errors} id={errorID}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
