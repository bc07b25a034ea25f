import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const author = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
});

export const name = style({
  fontWeight: 700,
  color: themeVars["color-heading"],
});
