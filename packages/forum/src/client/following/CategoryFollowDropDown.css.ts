import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** Spec §9: the follow dropdown is at least this wide. */
const FOLLOW_DROPDOWN_MIN_WIDTH = 345;

export const root = style({ position: "relative", display: "inline-flex", flexDirection: "column", alignItems: "flex-start", gap: 6 });

export const panel = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  left: 0,
  // Above the title bar (1050), below modals (1100), as core's menus.
  zIndex: 1060,
  minWidth: FOLLOW_DROPDOWN_MIN_WIDTH,
  maxWidth: "calc(100vw - 16px)",
  padding: 16,
  borderRadius: themeVars.radius,
  border: `1px solid ${themeVars["color-border"]}`,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  boxShadow: "0 4px 16px rgba(0, 0, 0, 0.16)",
  textAlign: "start",
});

export const heading = style({ margin: 0, fontSize: themeVars["font-size-large"], color: themeVars["color-heading"] });

export const recordName = style({ margin: "4px 0 12px", fontWeight: 600 });

export const checks = style({ display: "flex", flexDirection: "column", gap: 6, marginBottom: 12 });

export const table = style({ width: "100%", borderCollapse: "collapse", marginBottom: 8 });

export const cell = style({ padding: "4px 8px 4px 0", textAlign: "start", verticalAlign: "middle", fontWeight: "normal" });

export const rule = style({ margin: "4px 0 8px", color: themeVars["color-danger"], fontSize: themeVars["font-size-small"] });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  marginTop: 12,
  paddingTop: 12,
  borderTop: `1px solid ${themeVars["color-border"]}`,
});

export const links = style({ display: "flex", gap: 12 });
