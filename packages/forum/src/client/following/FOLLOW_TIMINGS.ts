/** Spec §9: the category preferences save runs at most once per this many ms (leading edge). */
export const PREFERENCE_SAVE_THROTTLE = 1250;
