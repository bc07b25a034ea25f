/// <reference types="@quorum/addon-tools/virtual" />
import { coreAddon, loadAddonRegistry } from "@quorum/core";
import type { AddonManifest, AddonRegistry, Translations } from "@quorum/core";
import { addonLoaders, addonSources } from "virtual:quorum-addons";

export { addonSources };

/** Every installed add-on's key, in the build's order. */
export const installedKeys: readonly string[] = Object.keys(addonLoaders);

// One registry per set of enabled add-ons: the server render shares it across requests (it holds
// no user data), and a site manager's toggle simply makes a new set, with no rebuild or restart.
const registries = new Map<string, Promise<AddonRegistry>>();

/**
 * The registry of the enabled add-ons: core's built-in widgets, then each enabled add-on's
 * descriptor, imported on demand from the generated map of installed add-ons
 * (`virtual:quorum-addons`, made at build time from the site's dependencies). A disabled
 * add-on's descriptor is never imported, so the browser never requests its code. In the browser,
 * `lazy` are the manifests of the enabled add-ons the page does not use (`QuorumPageData.lazyAddons`):
 * their descriptors are imported only when a later page needs one (docs/page-flow.md §4).
 */
export function registryFor(enabledKeys: readonly string[], lazy: readonly AddonManifest[] = []): Promise<AddonRegistry> {
  const id = `${enabledKeys.join(",")}|${lazy.map((addon) => addon.key).join(",")}`;
  let registry = registries.get(id);
  if (!registry) {
    registry = loadAddonRegistry([coreAddon], addonLoaders, enabledKeys, { debug: import.meta.env.DEV }, lazy);
    registries.set(id, registry);
  }
  return registry;
}

const strings = new WeakMap<AddonRegistry, Map<string, Promise<Translations>>>();
const ENGLISH: Translations = {};

/**
 * The enabled add-ons' strings for a page's locale, handed to the render (`t()` reads them there);
 * English needs none, its strings are the keys. Loaded once per registry and locale, and never
 * installed globally: a server renders pages in several locales at once.
 */
export function translationsFor(registry: AddonRegistry, locale: string): Promise<Translations> {
  if (!locale || locale === "en") return Promise.resolve(ENGLISH);
  let byLocale = strings.get(registry);
  if (!byLocale) strings.set(registry, (byLocale = new Map()));
  let loading = byLocale.get(locale);
  if (!loading) byLocale.set(locale, (loading = registry.loadTranslations(locale).catch(() => ENGLISH)));
  return loading;
}
