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

export const empty = style({
  margin: 0,
  padding: "16px 0",
  color: themeVars["color-fg"],
});

export const viewAll = style({
  alignSelf: "flex-end",
  fontWeight: 600,
});
