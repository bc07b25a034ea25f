import type { Static } from "@sinclair/typebox";
import type { DiscussionSchema } from "../responses/postResponseSchemas";

/** A discussion (spec §3 "Discussion"; `DiscussionSchema`). */
export type Discussion = Static<typeof DiscussionSchema>;
