import type { ReactNode } from "react";
import { labelRecipe } from "./Label.css";

export interface LabelProps {
  tone?: "plain" | "success" | "primary" | "danger";
  /** Upper-case text, as the forum's status labels ('ANNOUNCEMENT', 'CLOSED'). */
  caps?: boolean;
  children: ReactNode;
}

/** A status label shared by the forum and add-ons, so theirs look alike and follow the theme. */
export function Label({ tone = "plain", caps = false, children }: LabelProps): ReactNode {
  return <span className={labelRecipe({ tone, caps })}>{children}</span>;
}
