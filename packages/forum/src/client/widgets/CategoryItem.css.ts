import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const description = style({
  margin: 0,
  color: themeVars["color-fg"],
});

export const children = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px 16px",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: themeVars["font-size-small"],
});
