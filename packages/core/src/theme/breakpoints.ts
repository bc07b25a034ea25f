/**
 * Breakpoints of spec §9 in px; a width at or below one is "in" it (`max-width`).
 * Kept as plain numbers so they work in style files, media queries and scripts alike.
 */
export const breakpoints = {
  /** Extra small screens. */
  xs: 500,
  /** Phones in portrait (device visibility "mobile"). */
  mobile: 600,
  /** The title bar collapses to a hamburger. */
  compactTitleBar: 800,
  /** One column: 550 + the panel width. */
  oneColumn: 766,
  /** Three-column sections fold to two. */
  twoColumns: 1200,
} as const;

/** A `@media` condition matching widths at or below a breakpoint. */
export function maxWidth(px: number): string {
  return `screen and (max-width: ${px}px)`;
}

/** A `@media` condition matching widths above a breakpoint. */
export function minWidth(px: number): string {
  return `screen and (min-width: ${px + 1}px)`;
}
