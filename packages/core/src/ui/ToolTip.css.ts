import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const anchor = style({ display: "inline-flex" });

/** Spec §9: width 150–320. Above everything, toasts included: it is transient and small. */
export const bubble = style({
  position: "fixed",
  zIndex: 1300,
  minWidth: 150,
  maxWidth: 320,
  width: "max-content",
  padding: "6px 10px",
  borderRadius: themeVars.radius,
  background: themeVars["color-fg"],
  color: themeVars["color-bg"],
  fontSize: themeVars["font-size-small"],
  lineHeight: 1.4,
  textAlign: "center",
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.2)",
  overflowWrap: "anywhere",
});
