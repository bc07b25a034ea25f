import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: 6,
  padding: "14px 0",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});

export const heading = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
});

export const name = style({
  margin: 0,
  fontSize: themeVars["font-size-large"],
  fontWeight: 700,
  lineHeight: 1.3,
});

export const nameLink = style({
  color: themeVars["color-heading"],
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { color: themeVars["color-primary"], textDecoration: "underline" } },
});

export const excerpt = style({
  margin: 0,
  color: themeVars["color-fg"],
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
});
