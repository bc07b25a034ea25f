import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** Discussions one bulk action may name at most. */
export const MAX_BULK_DISCUSSIONS = 1000;

const DiscussionIDs = (minItems: number) => Type.Array(RecordID(), { minItems, maxItems: MAX_BULK_DISCUSSIONS, description: "The discussions to act on." });

/**
 * Query of the bulk discussion actions. "sync" (the default) works in the request until its time
 * budget runs out, then answers 408 with a `callbackPayload`; "async" is accepted and run the same way.
 */
export const LongRunnerQuerySchema = Type.Object({
  longRunnerMode: Type.Optional(Type.Union([Type.Literal("sync"), Type.Literal("async")])),
});
export type LongRunnerQuery = Static<typeof LongRunnerQuerySchema>;

/** Body of `DELETE /discussions/list`. */
export const DiscussionBulkDeleteSchema = Type.Object({ discussionIDs: DiscussionIDs(1) }, { additionalProperties: false });
export type DiscussionBulkDelete = Static<typeof DiscussionBulkDeleteSchema>;

/** Body of `PATCH /discussions/move`: with `addRedirects`, a redirect discussion stays behind in each source category. */
export const DiscussionBulkMoveSchema = Type.Object(
  {
    discussionIDs: DiscussionIDs(1),
    categoryID: RecordID({ description: "The category to move the discussions into." }),
    addRedirects: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DiscussionBulkMove = Static<typeof DiscussionBulkMoveSchema>;

/** Body of `PATCH /discussions/close`: close (true) or reopen (false). */
export const DiscussionBulkCloseSchema = Type.Object({ discussionIDs: DiscussionIDs(1), closed: Type.Boolean() }, { additionalProperties: false });
export type DiscussionBulkClose = Static<typeof DiscussionBulkCloseSchema>;

/**
 * Body of `PATCH /discussions/merge`: every other discussion's posts move into the destination.
 * Fewer than 2 distinct discussions is refused with the spec's text (by the handler, not the schema,
 * so an empty list gets that text too).
 */
export const DiscussionBulkMergeSchema = Type.Object(
  {
    discussionIDs: Type.Array(RecordID(), { maxItems: MAX_BULK_DISCUSSIONS }),
    destinationDiscussionID: RecordID(),
    addRedirects: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DiscussionBulkMerge = Static<typeof DiscussionBulkMergeSchema>;
