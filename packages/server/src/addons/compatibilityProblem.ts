import semver from "semver";
import { CORE_VERSION } from "../CORE_VERSION";
import type { ServerAddon } from "./defineServerAddon";

/**
 * Why an add-on cannot run on this site's core, as a site manager should read it, or null when it
 * can. An add-on that names no range is taken to support any core.
 */
export function compatibilityProblem(addon: ServerAddon, coreVersion: string = CORE_VERSION): string | null {
  const range = addon.coreVersion;
  if (range === undefined) return null;
  if (semver.validRange(range) === null) {
    return `${addon.name} ${addon.version} declares an invalid core version range "${range}".`;
  }
  if (semver.satisfies(coreVersion, range, { includePrerelease: true })) return null;
  return `${addon.name} ${addon.version} needs Quorum core ${range}; this site runs ${coreVersion}.`;
}
