import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const author = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
});

export const text = style({
  display: "flex",
  flexDirection: "column",
});

// The name and the date (or category) under it are links stacked close together: each is given
// the 24 px height of a pointer target (WCAG 2.5.8), in place of the 2 px gap between them.
globalStyle(`${text} a`, { lineHeight: "24px" });

export const name = style({
  fontWeight: 700,
  color: themeVars["color-heading"],
});
