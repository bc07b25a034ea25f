import { style } from "@vanilla-extract/css";

/** A vertical form: fields, then the error, then the buttons. */
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: 16,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: 8,
});
