import { style } from "@vanilla-extract/css";

export const page = style({ maxWidth: 900, margin: "0 auto", padding: "24px 16px" });

export const item = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: 12 });
