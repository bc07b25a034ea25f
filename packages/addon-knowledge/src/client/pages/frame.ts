import { themeVars } from "@quorum/core";

/** The knowledge pages' column: centred, with the theme's gutter. */
export const frame = { maxWidth: 1080, margin: "0 auto", padding: `24px ${themeVars["page-gutter"]} 32px` };
