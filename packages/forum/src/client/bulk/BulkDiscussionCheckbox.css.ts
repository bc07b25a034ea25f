import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
});

export const pending = style({
  color: themeVars["color-fg"],
  opacity: 0.7,
  fontSize: "0.85em",
});

export const error = style({
  color: themeVars["color-danger"],
  fontSize: "0.85em",
});
