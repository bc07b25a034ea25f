import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const field = style({ display: "flex", flexDirection: "column", gap: 6 });

export const label = style({ fontWeight: 600 });

export const chosen = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 6 });

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "2px 4px 2px 8px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: 12,
  background: themeVars["color-bg-muted"],
  fontSize: themeVars["font-size-small"],
});

export const remove = style({
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  lineHeight: 1,
  padding: "0 4px",
  cursor: "pointer",
});

export const suggestions = style({
  listStyle: "none",
  margin: 0,
  padding: 4,
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  maxHeight: 220,
  overflowY: "auto",
});

export const suggestion = style({
  display: "block",
  width: "100%",
  padding: "6px 8px",
  border: 0,
  borderRadius: themeVars.radius,
  background: "none",
  color: "inherit",
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { background: themeVars["color-bg-muted"] } },
});
