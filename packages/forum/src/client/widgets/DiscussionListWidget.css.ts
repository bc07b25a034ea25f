import { style } from "@vanilla-extract/css";

export const viewAll = style({
  alignSelf: "flex-end",
  fontWeight: 600,
});

/** Add-ons' filters above the list, and the Previous / Next of a filtered list. */
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
});
