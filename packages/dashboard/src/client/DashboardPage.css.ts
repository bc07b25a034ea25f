import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

/** A dashboard screen: one readable column (tables of settings read badly at full width). */
export const page = style([
  widgetStyles.root,
  {
    width: "100%",
    maxWidth: 880,
    margin: "0 auto",
    padding: `32px ${themeVars["page-gutter"]}`,
    boxSizing: "border-box",
  },
]);

export const intro = style({ margin: 0 });

/** The screens' menu above the heading. */
export const menu = style({ display: "flex", gap: 16, flexWrap: "wrap", marginBottom: 8 });

export const menuLink = style({ fontWeight: 600 });
