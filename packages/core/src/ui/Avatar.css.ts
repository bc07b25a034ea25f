import { style, styleVariants } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const avatar = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "50%",
  overflow: "hidden",
  objectFit: "cover",
  background: themeVars["color-bg-muted"],
  verticalAlign: "middle",
});

/** Avatar sizes of spec §9. */
export const sizes = styleVariants({
  xsmall: { width: 24, height: 24 },
  small: { width: 28, height: 28 },
  medium: { width: 40, height: 40 },
  large: { width: 100, height: 100 },
  xlarge: { width: 145, height: 145 },
});
