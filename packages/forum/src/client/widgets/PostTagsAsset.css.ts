import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const widget = style({
  display: "flex",
  flexDirection: "column",
  gap: 8,
});

export const title = style({
  margin: 0,
  color: themeVars["color-heading"],
  fontSize: themeVars["font-size-large"],
  fontWeight: 700,
});
