import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 28,
  height: 28,
  padding: 0,
  border: "none",
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible": { color: themeVars["color-primary"] },
    "&[aria-disabled='true']": { cursor: "default" },
  },
});

/** The star: outlined (normal), filled (Bookmarked), pulsing while the request is in flight. */
export const icon = styleVariants({
  normal: {},
  bookmarked: { color: themeVars["color-primary"] },
  loading: { animation: `${pulse} 0.7s ease-in-out infinite` },
});
