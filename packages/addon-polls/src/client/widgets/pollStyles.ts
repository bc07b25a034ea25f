import { themeVars } from "@quorum/core";
import type { CSSProperties } from "react";

// Inline styles over core's theme variables: the package then ships no stylesheet that a site
// built from its `dist` would have to import (as Q&A's labels do).
export const pollStyles = {
  box: { display: "flex", flexDirection: "column", gap: 12, padding: 16, border: `1px solid ${themeVars["color-border"]}`, borderRadius: 6 },
  question: { margin: 0, fontSize: "1.15em", color: themeVars["color-heading"] },
  list: { margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: 8 },
  fieldset: { margin: 0, padding: 0, border: 0, display: "flex", flexDirection: "column", gap: 8 },
  choice: { display: "flex", gap: 8, alignItems: "center" },
  track: { height: 10, borderRadius: 5, background: themeVars["color-bg-muted"], overflow: "hidden" },
  bar: { height: "100%", background: themeVars["color-primary"] },
  row: { display: "flex", justifyContent: "space-between", gap: 8 },
  actions: { display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" },
  note: { margin: 0, color: themeVars["color-fg"], fontSize: "0.9em" },
} satisfies Record<string, CSSProperties>;
