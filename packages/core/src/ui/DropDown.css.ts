import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

/** Below modals (1100) so a menu inside a modal still stacks within it, above the title bar (1050). */
const MENU_Z_INDEX = 1060;

export const root = style({ position: "relative", display: "inline-block" });

export const opener = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 4,
  minWidth: 28,
  minHeight: 28,
  padding: "2px 6px",
  border: 0,
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible, &[aria-expanded='true']": { background: themeVars["color-bg-muted"] },
  },
});

/** Spec §9: dropdown width 250 by default. */
export const menu = recipe({
  base: {
    position: "absolute",
    top: "calc(100% + 4px)",
    zIndex: MENU_Z_INDEX,
    width: 250,
    maxWidth: "calc(100vw - 16px)",
    maxHeight: "70vh",
    overflowY: "auto",
    padding: "6px 0",
    borderRadius: themeVars.radius,
    border: `1px solid ${themeVars["color-border"]}`,
    background: themeVars["color-bg"],
    color: themeVars["color-fg"],
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.16)",
    textAlign: "start",
  },
  variants: { align: { left: { left: 0 }, right: { right: 0 } } },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
  width: "100%",
  minHeight: 32,
  padding: "4px 16px",
  border: 0,
  background: "transparent",
  color: themeVars["color-fg"],
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled), &:focus-visible": { background: themeVars["color-bg-muted"], textDecoration: "none", outlineOffset: -2 },
    "&:disabled": { opacity: 0.6, cursor: "default" },
  },
});

export const section = style({});

export const separator = style({ height: 1, margin: "6px 0", background: themeVars["color-border"] });

export const sectionTitle = style({
  padding: "4px 16px",
  fontSize: themeVars["font-size-small"],
  fontWeight: 600,
  color: themeVars["color-heading"],
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});
