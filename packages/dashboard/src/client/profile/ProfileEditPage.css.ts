import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** The fields one under another, the Save button last. */
export const form = style({ display: "flex", flexDirection: "column", gap: 16, maxWidth: 560 });

/** The photo beside its controls. */
export const photo = style({ display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" });

export const photoControls = style({ display: "flex", flexDirection: "column", gap: 8, alignItems: "flex-start" });

export const hint = style({ margin: 0, fontSize: themeVars["font-size-small"] });

export const problem = style({ margin: 0, color: themeVars["color-danger"], fontWeight: 600 });

export const saved = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: "flex", gap: 12, alignItems: "center" });
