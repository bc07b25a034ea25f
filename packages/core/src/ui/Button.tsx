import type { ButtonHTMLAttributes, ReactNode } from "react";
import { boundedMemo } from "./boundedMemo";
import { buttonRecipe } from "./Button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "standard" | "text";
  /** A request is in flight: the button is disabled and says so to assistive technology. */
  busy?: boolean;
}

// The recipe's runtime copies its options through property descriptors on every call (about a
// microsecond), and a thread shows signed-in members several buttons per comment.
const variantClass = boundedMemo((variant: NonNullable<ButtonProps["variant"]>) => buttonRecipe({ variant }));

/** The themed button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = "standard", busy = false, className, type = "button", disabled, children, ...rest }: ButtonProps): ReactNode {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={className ? `${variantClass(variant)} ${className}` : variantClass(variant)}
    >
      {children}
    </button>
  );
}
