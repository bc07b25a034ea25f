import type { HookContext } from "@quorum/server";

/** Who works ranks out, and the site's enabled add-ons (the points criterion sums their points sources). */
export type RankReader = Pick<HookContext, "viewer" | "addons">;
