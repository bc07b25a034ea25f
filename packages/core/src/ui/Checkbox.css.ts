import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

export const root = recipe({
  base: { display: "inline-flex", alignItems: "center", gap: 8, cursor: "pointer", position: "relative" },
  variants: { disabled: { true: { cursor: "default", opacity: 0.6 }, false: {} } },
});

export const input = style({
  width: 16,
  height: 16,
  margin: 0,
  flexShrink: 0,
  accentColor: themeVars["color-primary"],
  cursor: "inherit",
});

export const label = style({ lineHeight: 1.4 });
