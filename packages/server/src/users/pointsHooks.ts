import type { HookContext } from "../addons/defineServerAddon";
import { defineHook } from "../addons/defineHook";

/** Each of some members' points from one source, by userID (a member missing has none from it). */
export type PointsSource = (userIDs: readonly number[], ctx: HookContext) => Promise<ReadonlyMap<number, number>>;

/**
 * Points members earn. A feature that awards them (badges) contributes a source; one that reads
 * them (ranks' criteria, a leaderboard) sums every enabled source through `userPoints`. With none
 * enabled, every member has 0: the reader needs no other add-on.
 */
export const pointsHooks = {
  source: defineHook<PointsSource>("core.user.points"),
};
