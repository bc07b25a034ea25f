import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: themeVars["font-size-small"],
});
export const separator = style({ color: themeVars["color-fg"], opacity: 0.6 });
