/** Whether an idea of a status still takes votes ("open") or not ("closed"). */
export type IdeaStatusState = "open" | "closed";

/** One entry of the site's idea statuses (`GET /ideation/statuses`). */
export interface IdeaStatus {
  statusID: number;
  name: string;
  state: IdeaStatusState;
  /** Lower comes first in lists and menus. */
  sort: number;
  /** The status new ideas start with (exactly one). */
  isDefault: boolean;
}

/** A member's vote on an idea: +1 up, -1 down. */
export type IdeaVote = "up" | "down";

/** `attributes.idea` of a discussion of type "idea". */
export interface IdeaAttributes {
  statusID: number;
  /** The status's name and state, or null when its status was deleted (treated as open). */
  status: { name: string; state: IdeaStatusState } | null;
  /** The moderator's note on the last status change, or null. */
  statusNotes: string | null;
  upVotes: number;
  downVotes: number;
  /** Up-votes less down-votes. */
  score: number;
  /** The viewer's vote, or null (guests: always null). */
  vote: IdeaVote | null;
  /** Whether the idea's category takes down-votes. */
  allowDownVotes: boolean;
  /** Whether the viewer may vote now (signed in, the status is open). */
  canVote: boolean;
}

/** `GET`/`PATCH /categories/{id}/ideation`: a category's idea settings. */
export interface IdeaCategorySettings {
  categoryID: number;
  enabled: boolean;
  allowDownVotes: boolean;
}

export const MODERATE_PERMISSION = "ideation.moderate";
export const SITE_MANAGE_PERMISSION = "site.manage";

/** The `type` of an idea discussion. */
export const IDEA_TYPE = "idea";
