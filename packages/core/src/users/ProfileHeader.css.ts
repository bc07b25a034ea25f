import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const header = style({ display: "flex", flexDirection: "column", gap: 16, marginBottom: 16 });
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});
export const tab = style({
  display: "inline-block",
  padding: "8px 12px",
  borderBottom: "3px solid transparent",
  color: themeVars["color-fg"],
  selectors: { '&[aria-current="page"]': { borderBottomColor: themeVars["color-primary"], color: themeVars["color-primary"], fontWeight: 600 } },
});
