import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { input } from "./FormField.css";

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A themed single-line input (type text by default). */
export function TextInput({ className, type = "text", ...rest }: TextInputProps): ReactNode {
  return <input {...rest} type={type} className={[input, className].filter(Boolean).join(" ")} />;
}
