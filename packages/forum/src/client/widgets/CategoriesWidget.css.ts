import { style } from "@vanilla-extract/css";
import { widgetStyles } from "@quorum/core";

/** A heading category: a group label over the categories it holds. */
export const group = style({
  padding: "16px 0 0",
});

export const groupTitle = style([
  widgetStyles.subtitle,
  {
    margin: "0 0 4px",
    textTransform: "uppercase",
    letterSpacing: "0.02em",
  },
]);
