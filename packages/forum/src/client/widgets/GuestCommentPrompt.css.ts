import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const prompt = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 12,
  padding: 16,
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg-muted"],
});

export const text = style({
  margin: 0,
});

export const buttons = style({
  display: "flex",
  gap: 8,
});
