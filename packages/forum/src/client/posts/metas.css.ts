import { style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

/** A row of small facts about a post (author, category, counts, dates). */
export const metas = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "4px 12px",
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-small"],
});

export const meta = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
});

/** 'New', 'n new': unread markers in the primary colour. */
export const badge = style({
  display: "inline-block",
  padding: "0 6px",
  borderRadius: themeVars.radius,
  background: themeVars["color-primary"],
  color: themeVars["color-primary-contrast"],
  fontSize: themeVars["font-size-small"],
  fontWeight: 700,
  lineHeight: "18px",
});

/** A tag chip linking to the tag's discussions. */
export const tag = style({
  display: "inline-block",
  padding: "0 8px",
  borderRadius: 9,
  background: themeVars["color-bg-muted"],
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-small"],
  lineHeight: "18px",
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { color: themeVars["color-primary"] } },
});

export const tagList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
