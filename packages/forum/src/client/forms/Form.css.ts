import { style } from "@vanilla-extract/css";
import { widgetStyles } from "@quorum/core";

/** A vertical form: fields, then the error, then the buttons, spaced like a widget's parts. */
export const form = widgetStyles.root;

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: 8,
});
