/** One choice of a poll, with its results when the viewer may see them. */
export interface PollOption {
  pollOptionID: number;
  body: string;
  sort: number;
  /** Votes for this option; null while the results are hidden from the viewer. */
  countVotes: number | null;
  /** Share of the poll's voters who chose it (0-100, one decimal); null while hidden. */
  percent: number | null;
}

/** A poll as `GET /api/v2/polls/{id}` answers it. */
export interface Poll {
  pollID: number;
  discussionID: number;
  /** The question. */
  name: string;
  multipleChoice: boolean;
  /** Most options one voter may choose (multiple choice); null: as many as there are. */
  maxChoices: number | null;
  /** Who voted is shown to everyone who can see the poll (else to moderators only). */
  isPublic: boolean;
  dateClosed: string | null;
  isClosed: boolean;
  insertUserID: number;
  dateInserted: string;
  /** How many members voted; null while the results are hidden. */
  countVoters: number | null;
  /** Whether counts and percentages are in this answer: after voting, once closed, or to moderators. */
  resultsVisible: boolean;
  /** The viewer's chosen options (empty when they have not voted). */
  myVote: number[];
  /** The viewer may vote (signed in, allowed, poll open). */
  canVote: boolean;
  /** The viewer may list who voted (`GET /polls/{id}/votes`). */
  canViewVoters: boolean;
  options: PollOption[];
}

/** One voter, as `GET /api/v2/polls/{id}/votes` lists them. */
export interface PollVoter {
  userID: number;
  name: string;
  optionIDs: number[];
  dateInserted: string;
}

/** `discussion.attributes.poll` on discussions of type "poll" that have their poll. */
export interface PollAttributes {
  pollID: number;
}
