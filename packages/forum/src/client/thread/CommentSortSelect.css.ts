import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const sortBy = style({ display: "flex", alignItems: "center", gap: 8, fontSize: themeVars["font-size-small"] });

export const select = style({
  height: 28,
  padding: "0 8px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  selectors: { "&:focus": { borderColor: themeVars["color-primary"], outline: "none" } },
});
