import type { Static } from "@sinclair/typebox";
import type { CommentSchema } from "../responses/postResponseSchemas";

/** A comment on a discussion (spec §3 "Comment"; `CommentSchema`). */
export type Comment = Static<typeof CommentSchema>;
