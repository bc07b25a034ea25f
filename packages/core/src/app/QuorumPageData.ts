import type { DehydratedState } from "@tanstack/react-query";
import type { ClientBootstrap } from "../site/ClientBootstrap";

/**
 * What the server render inlines as `window.__QUORUM__`: the bootstrap and the dehydrated query
 * cache (the page's layout), so the browser hydrates without an API request.
 */
export interface QuorumPageData {
  bootstrap: ClientBootstrap;
  state: DehydratedState;
}
