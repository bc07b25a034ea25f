import type { Static } from "@sinclair/typebox";
import type { TagSchema } from "../responses/postResponseSchemas";

/** A tag (spec §3 Discussion.tags; `TagSchema`). `type` "User" tags are the ones members add. */
export type Tag = Static<typeof TagSchema>;
