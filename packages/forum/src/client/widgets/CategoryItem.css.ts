import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: 6,
  padding: "14px 0",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});

export const name = style({
  margin: 0,
  fontSize: themeVars["font-size-large"],
  fontWeight: 700,
});

export const nameLink = style({
  color: themeVars["color-heading"],
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { color: themeVars["color-primary"], textDecoration: "underline" } },
});

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
