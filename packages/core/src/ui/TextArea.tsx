import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { textarea } from "./FormField.css";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A themed multi-line input. */
export function TextArea({ className, ...rest }: TextAreaProps): ReactNode {
  return <textarea {...rest} className={[textarea, className].filter(Boolean).join(" ")} />;
}
