/** Spec §9 timings of drafts. */
export const DRAFT_TIMINGS = {
  /** The local copy is written at most this often while typing (leading edge, then the last change). */
  localThrottle: 1000,
  /** The server copy is saved after this long without a change. */
  autosaveDebounce: 5000,
} as const;
