import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** The right end of the Edit item: how long the author's edit window stays open. */
export const remaining = style({
  marginInlineStart: "auto",
  fontSize: themeVars["font-size-small"],
  opacity: 0.75,
  whiteSpace: "nowrap",
});
