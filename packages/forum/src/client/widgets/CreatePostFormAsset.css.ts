import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** The category select, matching core's text inputs. */
export const select = style({
  width: "100%",
  minHeight: themeVars["form-element-height"],
  padding: "0 8px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${themeVars["color-primary"]}`, outlineOffset: 1 },
    "&[aria-invalid='true']": { borderColor: themeVars["color-danger"] },
  },
});
