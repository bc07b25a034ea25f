import { FormField, TextInput } from "@quorum/core";
import type { TextInputProps } from "@quorum/core";
import type { ReactNode } from "react";
import { fieldErrorsOf } from "./fieldErrorsOf";

export interface TextFieldProps extends Omit<TextInputProps, "name" | "value" | "onChange" | "required"> {
  label: string;
  /** The input's name, which is also the request field whose API errors show under it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's last failure. */
  error: unknown;
}

/** A required single-line field of a form posted to the API, with the errors the API gave for it. */
export function TextField({ label, name, value, onChange, error, ...input }: TextFieldProps): ReactNode {
  return (
    <FormField label={label} errors={fieldErrorsOf(error, name)} required>
      <TextInput {...input} name={name} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
