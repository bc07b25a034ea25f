import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const comment = style({
  display: "flex",
  flexDirection: "column",
  gap: 10,
  padding: "16px 0",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
  // The page scrolls to a linked comment under a sticky title bar.
  scrollMarginTop: `calc(${themeVars["title-bar-height"]} + 16px)`,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
});

export const author = style({
  fontWeight: 700,
  color: themeVars["color-heading"],
});

export const headerText = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
});

export const permalink = style({
  color: "inherit",
  fontSize: themeVars["font-size-small"],
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } },
});
