import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const widget = style({
  display: "flex",
  flexDirection: "column",
  gap: 16,
});

export const title = style({
  margin: 0,
  color: themeVars["color-heading"],
  fontSize: themeVars["font-size-h2"],
  fontWeight: 700,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderTop: `1px solid ${themeVars["color-border"]}`,
});

/** A heading category: a group label over the categories it holds. */
export const group = style({
  padding: "16px 0 0",
});

export const groupTitle = style({
  margin: "0 0 4px",
  color: themeVars["color-heading"],
  fontSize: themeVars["font-size-large"],
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.02em",
});
