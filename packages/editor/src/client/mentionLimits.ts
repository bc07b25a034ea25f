/** Spec §9: mention lookups wait 50 ms after the last keystroke and ask for at most 50 users. */
export const MENTION_DEBOUNCE = 50;
export const MENTION_LIMIT = 50;
