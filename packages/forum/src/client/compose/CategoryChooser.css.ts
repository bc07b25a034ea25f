import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const chooser = style({ display: "flex", flexDirection: "column", gap: 8 });

/** The category select, matching core's text inputs. */
export const select = style({
  width: "100%",
  minHeight: themeVars["form-element-height"],
  padding: "0 8px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${themeVars["color-primary"]}`, outlineOffset: 1 },
    "&[aria-invalid='true']": { borderColor: themeVars["color-danger"] },
  },
});

export const matches = style({
  listStyle: "none",
  margin: 0,
  padding: 4,
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  maxHeight: 260,
  overflowY: "auto",
});

export const match = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  width: "100%",
  padding: "6px 8px",
  border: 0,
  borderRadius: themeVars.radius,
  background: "none",
  color: "inherit",
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { background: themeVars["color-bg-muted"] } },
});

export const name = style({ fontWeight: 600 });

export const crumbs = style({ fontSize: themeVars["font-size-small"], opacity: 0.75 });

export const empty = style({ padding: "6px 8px", opacity: 0.75 });
