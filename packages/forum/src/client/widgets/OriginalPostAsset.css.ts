import { style } from "@vanilla-extract/css";
import { widgetStyles } from "@quorum/core";

export const title = style([
  widgetStyles.pageTitle,
  {
    lineHeight: 1.25,
    overflowWrap: "anywhere",
  },
]);
