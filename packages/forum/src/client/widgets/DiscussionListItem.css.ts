import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const heading = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
});

export const excerpt = style({
  margin: 0,
  color: themeVars["color-fg"],
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
});
