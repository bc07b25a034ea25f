import type { UserFragment } from "./User";

/** A reaction summary on a post (spec §3 "Reaction"). */
export interface ReactionSummary {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  count: number;
  hasReacted: boolean;
  reactionValue: number;
}

/**
 * A reaction type's class (spec §6): what `reactions.{class}.add` permission using it needs.
 * Flag-class types (spam, abuse) are never shown nor added through the reactions calls.
 */
export type ReactionClass = "positive" | "negative" | "flag";

/** An active reaction type as `GET /reactions` lists it (flag-class types are not listed). */
export interface ReactionType {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  /** What one reaction of this type adds to the post's score: +1 positive, -1 negative. */
  reactionValue: number;
}

/** One reaction type's count on a post, as `POST /{recordType}s/{id}/reactions` answers it. */
export interface ReactionCount {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  count: number;
}

/** One entry of a post's reactions log (`GET /{recordType}s/{id}/reactions`, spec §3 "Log entry"). */
export interface ReactionLogEntry {
  tagID: number;
  userID: number;
  user: UserFragment;
  reactionType: { tagID: number; urlcode: string; name: string };
  dateInserted: string;
}
