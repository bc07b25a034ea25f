import type { ButtonHTMLAttributes, ReactNode } from "react";
import { buttonRecipe } from "./Button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "standard" | "text";
  /** A request is in flight: the button is disabled and says so to assistive technology. */
  busy?: boolean;
}

/** The themed button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = "standard", busy = false, className, type = "button", disabled, children, ...rest }: ButtonProps): ReactNode {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonRecipe({ variant }), className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}
