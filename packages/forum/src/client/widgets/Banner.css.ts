import { style } from "@vanilla-extract/css";
import { breakpoints, maxWidth, themeVars } from "@quorum/core";

export const banner = style({
  display: "flex",
  flexDirection: "column",
  gap: 8,
  padding: `48px ${themeVars["page-gutter"]}`,
  background: themeVars["color-primary"],
  color: themeVars["color-primary-contrast"],
});

export const title = style({
  margin: 0,
  // The banner's colour, not the headings' dark grey, which fails contrast on the primary colour.
  color: "inherit",
  fontSize: themeVars["font-size-title"],
  fontWeight: 700,
  lineHeight: 1.2,
});

export const description = style({
  margin: 0,
  maxWidth: 705,
  fontSize: themeVars["font-size-large"],
});

// Spec §9: the banner's search bar is at most 705 px wide.
export const search = style({ maxWidth: 705, marginTop: 8 });
export const searchDesktopOnly = style([search, { "@media": { [maxWidth(breakpoints.mobile)]: { display: "none" } } }]);
