import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

/** Above the title bar (z-index 1050) and modals, so a toast raised from a modal is seen. */
const TOAST_Z_INDEX = 1200;

export const stack = style({
  position: "fixed",
  left: 16,
  bottom: 16,
  zIndex: TOAST_Z_INDEX,
  display: "flex",
  flexDirection: "column-reverse",
  gap: 8,
  alignItems: "flex-start",
  // The stack itself must not swallow clicks meant for the page under its empty area.
  pointerEvents: "none",
  maxWidth: "calc(100vw - 32px)",
});

const enter = keyframes({ from: { opacity: 0, transform: "translateY(8px)" }, to: { opacity: 1, transform: "none" } });

/** Spec §9: width 280 (wide 380), max height 120. */
export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: 8,
    width: 280,
    maxWidth: "100%",
    maxHeight: 120,
    padding: "12px 12px 12px 16px",
    borderRadius: themeVars.radius,
    border: `1px solid ${themeVars["color-border"]}`,
    background: themeVars["color-bg"],
    color: themeVars["color-fg"],
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.16)",
    transition: "opacity 0.1s ease-out, visibility 0.1s ease-out",
    animation: `${enter} 0.1s ease-out`,
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", transition: "none" } },
  },
  variants: {
    wide: { true: { width: 380 }, false: {} },
    tone: {
      neutral: {},
      error: { borderColor: themeVars["color-danger"], borderLeftWidth: 4 },
    },
    visible: { true: {}, false: { opacity: 0, visibility: "hidden", pointerEvents: "none" } },
  },
});

export const body = style({ flex: 1, minWidth: 0, maxHeight: 96, overflowY: "auto", overflowWrap: "anywhere" });

export const dismiss = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { background: themeVars["color-bg-muted"] } },
});
