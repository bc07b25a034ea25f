/**
 * The default theme's values (spec §9), keyed by the theme contract's variable names without the
 * `--q-` prefix. The server serves them as the current theme and inlines them as `:root{--q-...}`.
 */
export const DEFAULT_THEME_VARIABLES: Readonly<Record<string, string>> = {
  "color-primary": "#037DBC",
  "color-primary-contrast": "#ffffff",
  "color-fg": "#555a62",
  "color-heading": "#323539",
  "color-bg": "#ffffff",
  "color-bg-muted": "#f5f6f7",
  "color-border": "#dddee0",
  "color-danger": "#d0021b",
  "color-success": "#1b7b3a",
  "font-family": "'Open Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif",
  "font-size-base": "14px",
  "font-size-large": "16px",
  "font-size-small": "12px",
  "font-size-title": "32px",
  "font-size-h2": "20px",
  radius: "6px",
  "page-gutter": "40px",
  "form-element-height": "36px",
  "button-min-width": "104px",
  "title-bar-height": "48px",
  "title-bar-height-mobile": "44px",
  "title-bar-bg": "#037DBC",
  "title-bar-fg": "#ffffff",
  "panel-width": "216px",
  "middle-column-width": "672px",
};
