import type { DehydratedState } from "@tanstack/react-query";
import type { AddonManifest } from "../addons/addonManifest";
import type { ClientBootstrap } from "../site/ClientBootstrap";

/**
 * What the server render inlines as `window.__QUORUM__`: the bootstrap and the dehydrated query
 * cache (the page's layout), so the browser hydrates without an API request.
 */
export interface QuorumPageData {
  bootstrap: ClientBootstrap;
  state: DehydratedState;
  /**
   * The enabled add-ons the page does not use, as manifests: the browser loads their descriptors
   * only when a later page needs them (`loadAddonRegistry`'s `lazy`; docs/page-flow.md §4).
   */
  lazyAddons?: AddonManifest[];
}
