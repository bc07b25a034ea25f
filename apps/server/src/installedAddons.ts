import forum from "@quorum/forum/server";
import type { ServerAddon } from "@quorum/server";

/** The server halves of every add-on installed in this site (the forum is always on). */
export const installedAddons: readonly ServerAddon[] = [forum];
