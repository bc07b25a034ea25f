import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const list = style({
  display: "grid",
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const entry = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "4px 10px",
  padding: "8px 0",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const who = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontWeight: 600,
});

export const what = style({ flex: 1 });

export const when = style({ fontSize: themeVars["font-size-small"] });
