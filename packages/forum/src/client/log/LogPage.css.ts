import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

/** The log: one readable column, as the dashboard's screens. */
export const page = style([
  widgetStyles.root,
  { width: "100%", maxWidth: 880, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}`, boxSizing: "border-box" },
]);

export const line = style({ margin: 0, lineHeight: 1.5 });

export const user = style({ fontWeight: 700, color: themeVars["color-heading"] });

/** A record that no longer exists: its former name, not a link. */
export const gone = style({ fontStyle: "italic" });

export const date = style({ fontSize: themeVars["font-size-small"], color: themeVars["color-fg"] });
