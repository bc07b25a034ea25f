import type { CSSProperties } from "react";

// Inline styles: a few rules, so the add-on carries no stylesheet of its own.
export const labels: CSSProperties = { display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem" };
export const note: CSSProperties = { fontSize: "0.875em" };
export const noteLabel: CSSProperties = { fontWeight: 600 };
export const votes: CSSProperties = { display: "inline-flex", alignItems: "center", gap: "0.25rem" };
export const score: CSSProperties = { minWidth: "1.5em", textAlign: "center", fontWeight: 600 };
