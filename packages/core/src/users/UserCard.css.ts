import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

/** The popup: a panel under the name or avatar it opened from (placed by `UserCardPopup`). */
export const popup = style({
  position: "absolute",
  zIndex: 1000,
  width: 300,
  maxWidth: "calc(100vw - 16px)",
  padding: 16,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: 6,
  boxShadow: "0 5px 15px rgba(0, 0, 0, 0.2)",
  ":focus": { outline: "none" },
});

export const card = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: 8, textAlign: "center" });
export const name = style({ margin: 0, fontSize: themeVars["font-size-large"], fontWeight: 600, color: themeVars["color-heading"], overflowWrap: "anywhere" });
export const notice = style({ margin: 0 });
export const stats = style({ display: "flex", justifyContent: "center", gap: 24, margin: 0 });
export const stat = style({ display: "flex", flexDirection: "column-reverse", alignItems: "center" });
export const statValue = style({ margin: 0, fontWeight: 700, fontSize: themeVars["font-size-large"] });
export const facts = style({ margin: 0, fontSize: themeVars["font-size-small"] });
export const actions = style({ display: "flex", gap: 8, justifyContent: "center", flexWrap: "wrap" });
