import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

// Under the category's banner, at the end of the line, inside the page's gutter.
export const root = style({ display: "flex", justifyContent: "flex-end", padding: `8px ${themeVars["page-gutter"]} 0` });
