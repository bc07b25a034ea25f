import { style } from "@vanilla-extract/css";

/** The post types' buttons, one under another, as wide as the column. */
export const menu = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: 8,
});
