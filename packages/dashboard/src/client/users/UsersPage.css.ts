import { style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

export const toolbar = style({ display: "flex", gap: 12, alignItems: "flex-end", flexWrap: "wrap", margin: "16px 0" });

export const search = style({ display: "flex", gap: 8, alignItems: "flex-end", flex: "1 1 280px" });

export const list = widgetStyles.list;

export const item = style([widgetStyles.item, { display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }]);

export const who = style({ flex: "1 1 220px", display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const name = style({ fontWeight: 700, overflowWrap: "anywhere" });

export const meta = style({ fontSize: themeVars["font-size-small"], overflowWrap: "anywhere" });

export const banned = style({ color: themeVars["color-danger"], fontWeight: 700 });

export const actions = style({ display: "flex", gap: 8, flexWrap: "wrap" });

export const status = style({ margin: 0, fontWeight: 600 });

// Apart enough that each box keeps a 24 px target of its own (WCAG 2.2 target size).
export const roles = style({ border: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: 12 });

export const fields = style({ display: "flex", flexDirection: "column", gap: 12 });
