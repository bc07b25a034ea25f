import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const post = style({
  display: "flex",
  flexDirection: "column",
  gap: 16,
});

export const title = style({
  margin: 0,
  color: themeVars["color-heading"],
  fontSize: themeVars["font-size-title"],
  fontWeight: 700,
  lineHeight: 1.25,
  overflowWrap: "anywhere",
});

export const author = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
});

export const authorName = style({
  fontWeight: 700,
  color: themeVars["color-heading"],
});

export const authorText = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
});
