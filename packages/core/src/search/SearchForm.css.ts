import { style } from "@vanilla-extract/css";
import { breakpoints, maxWidth, minWidth } from "../theme/breakpoints";
import { themeVars } from "../theme/themeVars.css";

const compactWidth = maxWidth(breakpoints.compactTitleBar);
const wideWidth = minWidth(breakpoints.compactTitleBar);

export const form = style({ position: "relative", display: "flex", gap: 8, alignItems: "center", width: "100%" });

// Spec §9: the search is at least 40 px high.
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 40,
  padding: "0 12px",
  font: "inherit",
  color: themeVars["color-fg"],
  background: themeVars["color-bg"],
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
});

export const compact = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", flex: "0 1 320px", minWidth: 0 });

/** The compact variant's button: only at small widths, and only while closed (spec §4). */
export const openButton = style({
  display: "none",
  padding: 6,
  color: "inherit",
  background: "none",
  border: 0,
  cursor: "pointer",
  "@media": { [compactWidth]: { display: "inline-flex", selectors: { "[data-open] > &": { display: "none" } } } },
});

/** At small widths the form shows only once opened, over the title bar. */
export const compactForm = style({
  "@media": {
    [compactWidth]: {
      display: "none",
      position: "absolute",
      insetInline: 8,
      selectors: { "[data-open] > &": { display: "flex" } },
    },
  },
});

export const cancel = style({
  color: "inherit",
  background: "none",
  border: 0,
  fontWeight: 600,
  cursor: "pointer",
  "@media": { [wideWidth]: { display: "none" } },
});
