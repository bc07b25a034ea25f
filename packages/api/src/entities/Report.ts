import type { Static } from "@sinclair/typebox";
import type { ReportSchema } from "../responses/moderationResponseSchemas";

/** A member's report of a post to the moderators (`POST /reports`, `GET /reports`). */
export type Report = Static<typeof ReportSchema>;
