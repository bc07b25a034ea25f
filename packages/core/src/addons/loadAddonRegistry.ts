import type { AddonDescriptor } from "./defineAddon";
import { AddonRegistry, type AddonRegistryOptions } from "./AddonRegistry";

/** How the shell reaches an installed add-on's client descriptor: a dynamic import of its package. */
export type AddonLoader = () => PromiseLike<{ default: AddonDescriptor }>;

/**
 * Builds the registry of the enabled add-ons: only their descriptors are imported (a disabled
 * add-on's code is never requested), in the order the server lists them, after the built-ins.
 * An enabled key with no client half (a server-only add-on) is skipped.
 * A descriptor that fails to load is left out so the rest of the site still works.
 */
export async function loadAddonRegistry(
  builtIn: readonly AddonDescriptor[],
  loaders: Readonly<Record<string, AddonLoader>>,
  enabledKeys: readonly string[],
  options?: AddonRegistryOptions,
): Promise<AddonRegistry> {
  const loaded = await Promise.all(
    enabledKeys.map(async (key) => {
      const loader = loaders[key];
      if (!loader) return undefined;
      try {
        return (await loader()).default;
      } catch (error) {
        console.error(`Quorum: the add-on "${key}" failed to load and is left out.`, error);
        return undefined;
      }
    }),
  );
  return new AddonRegistry([...builtIn, ...loaded.filter((addon): addon is AddonDescriptor => addon !== undefined)], options);
}
