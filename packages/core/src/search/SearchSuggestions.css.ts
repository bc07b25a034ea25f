import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const list = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  left: 0,
  right: 0,
  zIndex: 1060,
  margin: 0,
  padding: "4px 0",
  listStyle: "none",
  maxHeight: "70vh",
  overflowY: "auto",
  color: themeVars["color-fg"],
  background: themeVars["color-bg"],
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  boxShadow: "0 4px 12px rgba(0, 0, 0, 0.15)",
});

export const heading = style({ padding: "6px 12px 2px", fontSize: themeVars["font-size-small"], fontWeight: 700, textTransform: "uppercase" });

export const option = style({
  padding: "6px 12px",
  cursor: "pointer",
  selectors: { "&[aria-selected='true'], &:hover": { background: themeVars["color-bg-muted"] } },
});

export const crumbs = style({ display: "block", fontSize: themeVars["font-size-small"] });
