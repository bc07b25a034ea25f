import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** Votes, reactions and the Log button of one post, in a row. */
export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 8,
  // A guest's view of a post nobody reacted to: no gap in the toolbar.
  selectors: { "&:empty": { display: "none" } },
});

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** One reaction: a pill with its name and count (a button when the user may use it). */
export const reaction = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 24,
  padding: "0 10px",
  borderRadius: 12,
  border: `1px solid ${themeVars["color-border"]}`,
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-small"],
  lineHeight: 1.2,
  selectors: {
    "button&": { cursor: "pointer" },
    "button&:hover:not([aria-disabled='true']), button&:focus-visible": { borderColor: themeVars["color-primary"], color: themeVars["color-primary"] },
    "button&[aria-disabled='true']": { cursor: "default", opacity: 0.7 },
    "&[aria-pressed='true']": { borderColor: themeVars["color-primary"], background: themeVars["color-primary"], color: themeVars["color-primary-contrast"] },
  },
});

export const count = style({ fontWeight: 700 });

/** The vote counter: up, score, down. */
export const votes = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
});

export const vote = style([reaction, { width: 28, padding: 0, justifyContent: "center" }]);

export const score = style({
  minWidth: 24,
  textAlign: "center",
  fontWeight: 700,
});
