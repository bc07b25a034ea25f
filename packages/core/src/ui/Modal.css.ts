import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

/** Above the title bar (1050), below toasts (1200). */
const MODAL_Z_INDEX = 1100;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { opacity: 0, transform: "translateY(12px) scale(0.98)" }, to: { opacity: 1, transform: "none" } });
const reducedMotion = { "(prefers-reduced-motion: reduce)": { animation: "none", transition: "none" } };

export const backdrop = recipe({
  base: {
    position: "fixed",
    inset: 0,
    zIndex: MODAL_Z_INDEX,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: 16,
    background: "rgba(0, 0, 0, 0.4)",
    transition: "opacity 0.1s ease-out",
    animation: `${fadeIn} 0.1s ease-out`,
    "@media": reducedMotion,
  },
  variants: { open: { true: {}, false: { opacity: 0 } } },
});

/** Spec §9 modal widths. */
export const dialog = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    maxWidth: "100%",
    maxHeight: "calc(100vh - 32px)",
    borderRadius: themeVars.radius,
    background: themeVars["color-bg"],
    color: themeVars["color-fg"],
    boxShadow: "0 8px 32px rgba(0, 0, 0, 0.24)",
    outline: "none",
    transition: "opacity 0.1s ease-out, transform 0.1s ease-out",
    animation: `${riseIn} 0.1s ease-out`,
    "@media": reducedMotion,
  },
  variants: {
    size: {
      small: { width: 375 },
      medium: { width: 516 },
      large: { width: 720 },
      xl: { width: 1022 },
      xxl: { width: 1320 },
    },
    open: { true: {}, false: { opacity: 0, transform: "translateY(12px) scale(0.98)" } },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
  minHeight: 48,
  padding: "8px 8px 8px 16px",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});

export const title = style({ flex: 1, minWidth: 0, margin: 0, fontSize: themeVars["font-size-large"], fontWeight: 600 });

export const close = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { background: themeVars["color-bg-muted"] } },
});

export const body = style({ flex: "1 1 auto", minHeight: 0, overflowY: "auto", padding: 16 });

export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: 8,
  padding: "12px 16px",
  borderTop: `1px solid ${themeVars["color-border"]}`,
});
