import type { ServerAddon } from "../addons/defineServerAddon";

/** One add-on's placement whose id another add-on already placed at the same point. */
export interface PlacementConflict {
  /** The add-on at fault: the later of the two in installation order. */
  addon: string;
  message: string;
}

/**
 * Finds placement ids used twice at one point of one layout (docs/addons.md, "Placements"). Never
 * last-wins: the later add-on is refused with the conflict as its problem, and the site logs it.
 */
export function placementConflicts(installed: readonly ServerAddon[]): PlacementConflict[] {
  const owners = new Map<string, ServerAddon>();
  const conflicts: PlacementConflict[] = [];
  for (const addon of installed) {
    for (const placement of addon.placements ?? []) {
      if (!placement.layout.points.includes(placement.at)) {
        conflicts.push({
          addon: addon.key,
          message: `${addon.name} places "${placement.id}" at ${placement.layout.id}/${placement.at}, a point that layout does not have (${placement.layout.points.join(", ")}).`,
        });
        continue;
      }
      const where = `${placement.layout.id}:${placement.at}:${placement.id}`;
      const owner = owners.get(where);
      if (!owner) {
        owners.set(where, addon);
        continue;
      }
      conflicts.push({
        addon: addon.key,
        message: `${addon.name} places "${placement.id}" at ${placement.layout.id}/${placement.at}, where ${owner === addon ? "it" : owner.name} already places an entry with that id.`,
      });
    }
  }
  return conflicts;
}
