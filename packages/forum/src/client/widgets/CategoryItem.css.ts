import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const description = style({
  margin: 0,
  color: themeVars["color-fg"],
});

export const children = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0 16px",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: themeVars["font-size-small"],
});

// Each subcategory link is a 24 px high pointer target (WCAG 2.5.8), which also spaces wrapped
// rows (in place of the row gap): on a phone they wrap right under the latest post's link.
globalStyle(`${children} a`, { display: "inline-block", lineHeight: "24px" });
