/** Vote in the polls of the categories one can see. */
export const VOTE_PERMISSION = "polls.vote";
/** See every poll's results and voters, and add the poll to anyone's poll discussion. */
export const MODERATE_PERMISSION = "polls.moderate";
/** The bounds of a poll (issue 17 §1). */
export const POLL_LIMITS = { minOptions: 2, maxOptions: 20, optionLength: 200, nameLength: 200 } as const;
