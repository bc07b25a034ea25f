import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: 8,
});

export const text = style({ margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 6,
});

/** Looks disabled while `aria-disabled`, yet stays focusable for its tooltip. */
export const action = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: "not-allowed" },
  },
});
