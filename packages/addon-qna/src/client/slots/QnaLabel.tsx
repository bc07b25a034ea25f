import { themeVars } from "@quorum/core";
import type { CSSProperties, ReactNode } from "react";

// Two small styles over the theme's variables, inline: the add-on then ships no stylesheet a site
// built from its dist would have to import, and a theme switch still restyles the labels.
const plain: CSSProperties = {
  display: "inline-block",
  padding: "0 6px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-small"],
  fontWeight: 600,
  lineHeight: "18px",
};
const success: CSSProperties = { ...plain, borderColor: themeVars["color-success"], color: themeVars["color-success"] };

export interface QnaLabelProps {
  /** "success" for what is settled (an accepted answer, an answered ✓ question). */
  tone?: "plain" | "success";
  children: ReactNode;
}

/** A Q&A status label beside a title or an author line, looking like the forum's own labels. */
export function QnaLabel({ tone = "plain", children }: QnaLabelProps): ReactNode {
  return <span style={tone === "success" ? success : plain}>{children}</span>;
}
