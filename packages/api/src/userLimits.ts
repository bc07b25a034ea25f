/** The longest title a member may give themselves (shown under their name). */
export const USER_TITLE_MAX_LENGTH = 100;

/** The longest signature, in markdown source (spec §9: shown under posts when `signatures.enabled`). */
export const USER_SIGNATURE_MAX_LENGTH = 1000;
