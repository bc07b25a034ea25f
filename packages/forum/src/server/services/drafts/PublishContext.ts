import type { QuorumContext } from "@quorum/server";

/** What publishing drafts needs from the app (`app.quorum` is one): no request, no viewer. */
export type PublishContext = Pick<QuorumContext, "db" | "addons" | "permissions" | "config" | "log">;
