import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const page = style({ maxWidth: themeVars["middle-column-width"], margin: "0 auto", padding: `16px ${themeVars["page-gutter"]}` });

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 4,
  margin: "12px 0",
  padding: 0,
  listStyle: "none",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});
export const tab = style({
  display: "inline-block",
  padding: "8px 12px",
  fontWeight: 600,
  borderBottom: "3px solid transparent",
  selectors: { "&[aria-current='page']": { borderBottomColor: themeVars["color-primary"], color: themeVars["color-heading"] } },
});

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: "8px 16px",
  alignItems: "end",
  margin: "12px 0",
});
export const field = style({ display: "flex", flexDirection: "column", gap: 4 });
export const fieldLabel = style({ fontWeight: 600, color: themeVars["color-heading"] });
export const inline = style({ display: "flex", alignItems: "center", gap: 6 });
export const queryRow = style({ display: "flex", gap: 8 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "flex", gap: 12, alignItems: "center" });

export const result = style({ padding: "14px 0", borderBottom: `1px solid ${themeVars["color-border"]}` });
export const resultTitle = style({ margin: "0 0 4px", fontSize: themeVars["font-size-large"] });
export const crumbs = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none", fontSize: themeVars["font-size-small"] });
// WCAG 2.2 target size: each crumb at least 24 px each way.
export const crumbLink = style({ display: "inline-block", minWidth: 24, minHeight: 24, lineHeight: "24px" });
export const excerpt = style({ margin: "6px 0" });
export const meta = style({ display: "flex", gap: 8, fontSize: themeVars["font-size-small"] });
