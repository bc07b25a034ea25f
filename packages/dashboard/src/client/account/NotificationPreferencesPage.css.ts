import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const table = style({ width: "100%", borderCollapse: "collapse", margin: "16px 0" });

export const groupHeading = style({
  textAlign: "left",
  padding: "16px 8px 8px",
  fontSize: themeVars["font-size-large"],
  borderBottom: `1px solid ${themeVars["color-border"]}`,
});

export const cell = style({ padding: 8, borderBottom: `1px solid ${themeVars["color-border"]}`, verticalAlign: "middle", textAlign: "left" });

export const columnHeading = style([cell, { textAlign: "center", width: 96 }]);

export const toggleCell = style([cell, { textAlign: "center", width: 96 }]);

export const description = style({ display: "block", fontSize: themeVars["font-size-small"], fontWeight: "normal" });
