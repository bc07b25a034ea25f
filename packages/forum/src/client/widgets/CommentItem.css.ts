import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

export const comment = style([
  widgetStyles.item,
  {
    gap: 10,
    padding: "16px 0",
    // The page scrolls to a linked comment under a sticky title bar.
    scrollMarginTop: `calc(${themeVars["title-bar-height"]} + 16px)`,
  },
]);

export const permalink = style({
  color: "inherit",
  fontSize: themeVars["font-size-small"],
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { textDecoration: "underline" } },
});

/** Add-ons' buttons under a comment (Q&A's Accept / Reject). */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
});
