import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxHeight: 300,
  overflowY: "auto",
});

/** The new collection's name and its Create button, on one line. */
export const create = style({
  display: "flex",
  alignItems: "flex-end",
  gap: 8,
});

export const createField = style({ flex: 1 });
