import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const list = style({
  listStyle: "none",
  margin: "12px 0 0",
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 4,
  maxHeight: 240,
  overflowY: "auto",
});

export const item = style({ display: "flex", flexWrap: "wrap", gap: 8 });

export const name = style({ fontWeight: 600 });

export const status = style({
  selectors: {
    '&[data-state="error"]': { color: themeVars["color-danger"] },
    '&[data-state="success"]': { color: themeVars["color-success"] },
  },
});
