import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

const box = style({
  display: "flex",
  padding: 16,
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
});

/** A titled box: title, text and buttons stacked. */
export const stacked = style([
  box,
  {
    flexDirection: "column",
    gap: 10,
    background: themeVars["color-bg"],
  },
]);

/** One quiet row: the text, the buttons at the far end. */
export const row = style([
  box,
  {
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: 12,
    background: themeVars["color-bg-muted"],
  },
]);

export const text = style({
  margin: 0,
});

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 8,
});
