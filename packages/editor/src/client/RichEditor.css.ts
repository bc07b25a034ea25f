import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** The box around toolbar and text: looks like the form's other fields. */
export const frame = style({
  position: "relative",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  selectors: {
    "&:focus-within": { borderColor: themeVars["color-primary"] },
    "&[data-invalid='true']": { borderColor: themeVars["color-danger"] },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 2,
  padding: 4,
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});

export const toolButton = style({
  minWidth: 32,
  height: 32,
  padding: "0 6px",
  border: "1px solid transparent",
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible": { borderColor: themeVars["color-border"] },
    "&[aria-pressed='true']": { background: themeVars["color-bg-muted"], color: themeVars["color-primary"] },
    "&:disabled": { opacity: 0.5, cursor: "default" },
  },
});

export const separator = style({ width: 1, margin: "4px 4px", background: themeVars["color-border"] });

export const editable = style({
  padding: "6px 12px",
  outline: "none",
  lineHeight: 1.6,
  overflowWrap: "anywhere",
});

globalStyle(`${editable} > :first-child`, { marginTop: 0 });
globalStyle(`${editable} pre`, { padding: 8, borderRadius: themeVars.radius, background: themeVars["color-bg-muted"], whiteSpace: "pre-wrap" });
globalStyle(`${editable} blockquote`, { margin: "0 0 1em", paddingLeft: 12, borderLeft: `4px solid ${themeVars["color-border"]}` });
globalStyle(`${editable} code`, { padding: "0 2px", borderRadius: 3, background: themeVars["color-bg-muted"], fontSize: "0.9em" });
globalStyle(`${editable} a`, { color: themeVars["color-primary"] });

export const mention = style({ color: themeVars["color-primary"], fontWeight: 600 });

export const embed = style({ margin: "0 0 1em" });
export const image = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
  selectors: { "[data-selected='true'] > * > &": { outline: `2px solid ${themeVars["color-primary"]}` } },
});
export const uploading = style({
  padding: 12,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg-muted"],
  fontSize: themeVars["font-size-small"],
});

export const message = style({ margin: 0, padding: "4px 12px", color: themeVars["color-danger"], fontSize: themeVars["font-size-small"] });

export const suggestions = style({
  position: "absolute",
  zIndex: 10,
  minWidth: 220,
  maxHeight: 240,
  overflowY: "auto",
  margin: 0,
  padding: 4,
  listStyle: "none",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  boxShadow: "0 4px 12px rgba(0, 0, 0, 0.15)",
});

export const suggestion = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
  padding: "4px 8px",
  borderRadius: themeVars.radius,
  cursor: "pointer",
  selectors: { "&[aria-selected='true']": { background: themeVars["color-bg-muted"] } },
});

export const fileInput = style({ display: "none" });
