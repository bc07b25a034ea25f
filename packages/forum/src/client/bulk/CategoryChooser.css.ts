import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const choices = style({
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: 6,
  margin: "8px 0 12px",
  padding: 8,
  maxHeight: 220,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: 4,
});

export const choice = style({ display: "flex", alignItems: "center", gap: 8, cursor: "pointer" });

export const empty = style({ margin: 0, opacity: 0.7 });
