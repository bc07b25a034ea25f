import { style } from "@vanilla-extract/css";

/** The title, with 'Sort by' at the other end of the row (under it when there is no room). */
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 8 });
