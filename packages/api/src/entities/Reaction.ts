import type { Static } from "@sinclair/typebox";
import type { ReactionSummarySchema } from "../responses/postResponseSchemas";
import type { ReactionCountSchema, ReactionLogEntrySchema, ReactionTypeSchema } from "../responses/reactionResponseSchemas";

/** A reaction summary on a post (spec §3 "Reaction"; `ReactionSummarySchema`). */
export type ReactionSummary = Static<typeof ReactionSummarySchema>;

/**
 * A reaction type's class (spec §6): what `reactions.{class}.add` permission using it needs.
 * Flag-class types (spam, abuse) are never shown nor added through the reactions calls.
 */
export type ReactionClass = "positive" | "negative" | "flag";

/** An active reaction type as `GET /reactions` lists it (`ReactionTypeSchema`; flag-class types are not listed). */
export type ReactionType = Static<typeof ReactionTypeSchema>;

/** One reaction type's count on a post, as `POST /{recordType}s/{id}/reactions` answers it. */
export type ReactionCount = Static<typeof ReactionCountSchema>;

/** One entry of a post's reactions log (`GET /{recordType}s/{id}/reactions`, spec §3 "Log entry"). */
export type ReactionLogEntry = Static<typeof ReactionLogEntrySchema>;
