import { style } from "@vanilla-extract/css";

/** The 'select all on this page' row above the list. */
export const header = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
});
