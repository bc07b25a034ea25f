import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** The body of an options dialog: its fields and lists, spaced evenly. */
export const body = style({ display: "flex", flexDirection: "column", gap: 12 });

export const choices = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  maxHeight: 300,
  overflowY: "auto",
});

export const choice = style({
  padding: "4px 2px",
  borderRadius: themeVars.radius,
  selectors: { "&:hover": { background: themeVars["color-bg-muted"] } },
});

export const choiceLabel = style({ display: "flex", alignItems: "flex-start", gap: 8, cursor: "pointer" });

/** Under the choice's name, lined up with it (past the radio button). */
export const description = style({
  display: "block",
  paddingInlineStart: 24,
  fontSize: themeVars["font-size-small"],
  color: themeVars["color-fg"],
  opacity: 0.75,
});

export const empty = style({ margin: 0, fontSize: themeVars["font-size-small"] });

/** A user choice: avatar, then name. */
export const user = style({ display: "inline-flex", alignItems: "center", gap: 6 });
