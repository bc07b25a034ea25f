import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

export const comment = style([
  widgetStyles.item,
  {
    gap: 10,
    padding: "16px 0",
    // The page scrolls to a linked comment under a sticky title bar.
    scrollMarginTop: `calc(${themeVars["title-bar-height"]} + 16px)`,
    selectors: {
      // The comment a permalink opened the page for stands out from its neighbours.
      "&[aria-current='true']": {
        paddingInline: 12,
        background: themeVars["color-bg-muted"],
        boxShadow: `inset 3px 0 0 ${themeVars["color-primary"]}`,
      },
    },
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
