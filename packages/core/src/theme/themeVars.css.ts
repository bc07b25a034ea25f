import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The design tokens, one per key of `DEFAULT_THEME_VARIABLES` (@quorum/api). Each is the global CSS
 * variable `--q-<key>`, whose value the server inlines as `:root{--q-...}` from the active theme:
 * switching or previewing a theme changes no built file. Use as `themeVars["color-primary"]`.
 */
export const themeVars = createGlobalThemeContract(
  {
    "color-primary": null,
    "color-primary-contrast": null,
    "color-fg": null,
    "color-heading": null,
    "color-bg": null,
    "color-bg-muted": null,
    "color-border": null,
    "color-danger": null,
    "color-success": null,
    "font-family": null,
    "font-size-base": null,
    "font-size-large": null,
    "font-size-small": null,
    "font-size-title": null,
    "font-size-h2": null,
    radius: null,
    "page-gutter": null,
    "form-element-height": null,
    "button-min-width": null,
    "title-bar-height": null,
    "title-bar-height-mobile": null,
    "title-bar-bg": null,
    "title-bar-fg": null,
    "panel-width": null,
    "middle-column-width": null,
  },
  (_value, path) => `q-${path.join("-")}`,
);

/** A theme variable's name. */
export type ThemeVariable = keyof typeof themeVars;
