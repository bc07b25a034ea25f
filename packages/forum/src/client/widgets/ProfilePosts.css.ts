import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const reactions = style({ display: "flex", flexWrap: "wrap", gap: 8, margin: 0, padding: 0, listStyle: "none" });
export const reaction = style({
  display: "inline-block",
  padding: "2px 10px",
  border: `1px solid ${themeVars["color-border"]}`,
  borderRadius: 12,
  selectors: { '&[aria-current="page"]': { borderColor: themeVars["color-primary"], fontWeight: 600 } },
});
export const meta = style({ display: "flex", flexWrap: "wrap", gap: 8, fontSize: themeVars["font-size-small"] });
export const excerpt = style({ margin: "4px 0 0", overflow: "hidden", maxHeight: "4.5em", overflowWrap: "anywhere" });
