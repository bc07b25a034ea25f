import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const form = style({ display: "inline-flex", alignItems: "center", flexWrap: "wrap", gap: 8, fontSize: themeVars["font-size-small"] });

/** Wide enough for a few digits, as tall as the pager's links. */
export const input = style({
  width: "5em",
  height: 28,
  padding: "0 6px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  textAlign: "center",
  selectors: { "&:focus": { borderColor: themeVars["color-primary"], outline: "none" } },
});

export const button = style({ minHeight: 28, minWidth: "auto" });
