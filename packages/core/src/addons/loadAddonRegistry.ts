import type { AddonDescriptor } from "./defineAddon";
import type { AddonManifest } from "./addonManifest";
import { AddonRegistry, type AddonRegistryOptions } from "./AddonRegistry";
import { lazyAddon } from "./lazyAddon";

/** How the shell reaches an installed add-on's client descriptor: a dynamic import of its package. */
export type AddonLoader = () => PromiseLike<{ default: AddonDescriptor }>;

/**
 * Builds the registry of the enabled add-ons: only their descriptors are imported (a disabled
 * add-on's code is never requested), in the order the server lists them, after the built-ins.
 * An enabled key with no client half (a server-only add-on) is skipped.
 * A descriptor that fails to load is left out so the rest of the site still works.
 *
 * An add-on given in `lazy` (its manifest, from the server render: the page does not use it) is
 * not imported now: a stand-in made from the manifest (`lazyAddon`) gives its navigation items and
 * addresses, and imports the descriptor when one of its pages or widgets is first needed.
 */
export async function loadAddonRegistry(
  builtIn: readonly AddonDescriptor[],
  loaders: Readonly<Record<string, AddonLoader>>,
  enabledKeys: readonly string[],
  options?: AddonRegistryOptions,
  lazy: readonly AddonManifest[] = [],
): Promise<AddonRegistry> {
  const manifests = new Map(lazy.map((manifest) => [manifest.key, manifest]));
  const loaded = await Promise.all(
    enabledKeys.map(async (key) => {
      const loader = loaders[key];
      if (!loader) return undefined;
      const manifest = manifests.get(key);
      if (manifest) return lazyAddon(manifest, async () => (await loader()).default);
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
