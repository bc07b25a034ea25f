import { AddonRegistry, coreAddon } from "@quorum/core";
import type { AddonDescriptor } from "@quorum/core";
import forum from "@quorum/forum/client";

/**
 * The installed add-ons' client descriptors: core's built-in widgets, then the features.
 * Descriptors are small (every component sits behind `load`); a later one overrides an earlier
 * one's widgets of the same name. To become a generated map of lazily imported descriptors, so
 * a disabled add-on costs nothing.
 */
export const addons: readonly AddonDescriptor[] = [coreAddon, forum];

/** The registry of the installed add-ons (debug boxes for unknown widgets in development). */
export function createRegistry(): AddonRegistry {
  return new AddonRegistry(addons, { debug: import.meta.env.DEV });
}
