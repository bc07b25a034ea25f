import { AddonRegistry } from "../addons/AddonRegistry";
import type { AddonDescriptor } from "../addons/defineAddon";
import { coreAddon } from "../widgets/coreAddon";

export interface TestRegistryOptions {
  /** Add-ons registered after core's own widgets. */
  addons?: AddonDescriptor[];
  /** Use this registry instead of one built from core's widgets and `addons`. */
  registry?: AddonRegistry;
  debug?: boolean;
}

/** The registry a test renders with: the one given, or a real one of core's widgets and `addons`. */
export function testRegistry({ addons = [], registry, debug = false }: TestRegistryOptions): AddonRegistry {
  return registry ?? new AddonRegistry([coreAddon, ...addons], { debug });
}
