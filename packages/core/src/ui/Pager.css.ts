import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const pager = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 12, margin: "16px 0" });
export const range = style({ fontSize: themeVars["font-size-small"], color: themeVars["color-fg"] });
export const list = style({ display: "flex", alignItems: "center", gap: 4, margin: 0, padding: 0, listStyle: "none" });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 28,
  height: 28,
  padding: "0 6px",
  borderRadius: themeVars.radius,
  color: themeVars["color-fg"],
  selectors: {
    "&:hover, &:focus-visible": { background: themeVars["color-bg-muted"], textDecoration: "none" },
    "&[aria-current='page']": { background: themeVars["color-primary"], color: themeVars["color-primary-contrast"], fontWeight: 600 },
    "&[aria-disabled='true']": { opacity: 0.4, pointerEvents: "none" },
  },
});

/** The range as a button (it opens the jump-to-page form): looks like the text it was. */
export const rangeButton = style({
  padding: 0,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  textDecoration: "underline dotted",
  textUnderlineOffset: 3,
  selectors: { "&:hover, &:focus-visible": { color: themeVars["color-primary"] } },
});
