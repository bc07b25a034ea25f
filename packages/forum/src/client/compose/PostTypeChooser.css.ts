import { style } from "@vanilla-extract/css";

export const choices = style({ border: 0, margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "4px 16px" });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: 4 });

export const choice = style({ display: "inline-flex", alignItems: "center", gap: 6, cursor: "pointer" });
