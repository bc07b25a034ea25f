import semver from "semver";
import type { ServerAddon } from "./defineServerAddon";

/**
 * Why an add-on cannot run for want of a feature it `requires`, as a site manager should read it,
 * or null when every requirement is installed, in range and enabled. `isEnabled` answers for the
 * features (they come first in `orderAddons` order, so their state is known).
 */
export function requirementProblem(addon: ServerAddon, installed: readonly ServerAddon[], isEnabled: (key: string) => boolean): string | null {
  for (const [key, range] of Object.entries(addon.requires ?? {})) {
    if (semver.validRange(range) === null) return `${addon.name} ${addon.version} declares an invalid version range "${range}" for ${key}.`;
    const feature = installed.find((candidate) => candidate.key === key);
    if (!feature) return `${addon.name} ${addon.version} requires ${key} ${range}, which is not installed.`;
    if (!semver.satisfies(feature.version, range, { includePrerelease: true })) {
      return `${addon.name} ${addon.version} requires ${feature.name} ${range}; this site has ${feature.name} ${feature.version}.`;
    }
    if (!isEnabled(key)) return `${addon.name} requires ${feature.name}, which is disabled. Enable ${feature.name} first.`;
  }
  return null;
}
