import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

export const list = widgetStyles.list;

/** One add-on: name, version and state on the first line with the switch at the end. */
export const item = widgetStyles.item;

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "6px 12px",
});

export const name = style([widgetStyles.subtitle, { margin: 0 }]);

export const version = style({ color: themeVars["color-fg"], fontSize: themeVars["font-size-small"] });

/** Pushes the switch to the end of the line. */
export const spacer = style({ flex: "1 1 auto" });

const badge = style({
  display: "inline-block",
  padding: "2px 8px",
  borderRadius: 999,
  border: "1px solid currentColor",
  fontSize: themeVars["font-size-small"],
  fontWeight: 600,
  lineHeight: 1.4,
});

export const enabled = style([badge, { color: themeVars["color-success"] }]);
// The badge's own colour, not faded: faded (opacity 0.8) its small text failed WCAG AA contrast
// (4.25:1) as soon as an installed add-on was off, which the Groups add-on is until enabled.
export const disabled = style([badge, { color: themeVars["color-fg"], borderStyle: "dashed" }]);

export const description = style({ margin: 0 });

/** Why an add-on cannot be enabled here: a standing fact, not a failure of something just done. */
export const problem = style({ margin: 0, color: themeVars["color-danger"], fontWeight: 600 });

export const done = style({ margin: 0, fontSize: themeVars["font-size-small"] });
