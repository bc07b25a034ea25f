import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const list = style({
  display: "grid",
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const user = style({
  display: "flex",
  alignItems: "center",
  gap: 6,
});

/** Avatars overlapping each other, then '+N'. */
export const stack = style({
  display: "flex",
  alignItems: "center",
});

export const stacked = style({
  marginLeft: -6,
  boxShadow: `0 0 0 2px ${themeVars["color-bg"]}`,
  selectors: { "&:first-child": { marginLeft: 0 } },
});

export const more = style({
  marginLeft: 6,
  fontWeight: 700,
});
