import type { AddonContributions, HookContext } from "../addons/defineServerAddon";
import { pointsHooks } from "./pointsHooks";

/** Some members' points: the sum over every enabled `pointsHooks.source`, 0 for one with none. */
export async function userPoints(addons: AddonContributions, userIDs: readonly number[], ctx: HookContext): Promise<Map<number, number>> {
  const total = new Map<number, number>(userIDs.map((userID) => [userID, 0]));
  if (userIDs.length === 0) return total;
  for (const source of addons.hooks(pointsHooks.source)) {
    for (const [userID, points] of await source(userIDs, ctx)) if (total.has(userID)) total.set(userID, (total.get(userID) ?? 0) + points);
  }
  return total;
}
