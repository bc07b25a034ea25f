import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const field = style({ display: "flex", flexDirection: "column", gap: 4, marginBottom: 16 });
export const label = style({ fontWeight: 600, color: themeVars["color-heading"] });
export const required = style({ color: themeVars["color-danger"], marginLeft: 2 });
export const errors = style({ margin: 0, padding: 0, listStyle: "none", color: themeVars["color-danger"], fontSize: themeVars["font-size-small"] });

const control = {
  width: "100%",
  padding: "6px 12px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg"],
  selectors: {
    "&:focus": { borderColor: themeVars["color-primary"], outline: "none" },
    "&[aria-invalid='true']": { borderColor: themeVars["color-danger"] },
  },
} as const;

export const input = style({ ...control, minHeight: themeVars["form-element-height"] });
export const textarea = style({ ...control, minHeight: 120, resize: "vertical" });
