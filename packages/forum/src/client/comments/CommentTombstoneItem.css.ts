import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

export const tombstone = style([
  widgetStyles.item,
  {
    flexDirection: "row",
    flexWrap: "wrap",
    alignItems: "baseline",
    gap: 8,
    padding: "12px 0",
  },
]);

export const text = style({ margin: 0, fontStyle: "italic" });

export const date = style({ fontSize: themeVars["font-size-small"] });
