import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const message = style({
  display: "flex",
  gap: 12,
  alignItems: "flex-start",
  minHeight: 49,
  padding: "12px 16px",
  margin: "0 0 16px",
  borderRadius: themeVars.radius,
  border: `1px solid ${themeVars["color-danger"]}`,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
});

export const icon = style({ flexShrink: 0, color: themeVars["color-danger"], marginTop: 2 });
export const content = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 600, color: themeVars["color-heading"] });
export const body = style({ margin: 0 });
export const actions = style({ display: "flex", gap: 8, marginTop: 8, flexWrap: "wrap" });
