import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const box = style({
  display: "flex",
  flexDirection: "column",
  gap: 10,
  padding: 16,
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
});

export const title = style({
  margin: 0,
  color: themeVars["color-heading"],
  fontSize: themeVars["font-size-large"],
  fontWeight: 700,
});

export const description = style({
  margin: 0,
});

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 8,
});
