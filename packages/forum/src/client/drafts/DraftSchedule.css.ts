import { style } from "@vanilla-extract/css";

export const schedule = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 8 });

export const state = style({ margin: 0 });

export const actions = style({ display: "flex", gap: 8 });
