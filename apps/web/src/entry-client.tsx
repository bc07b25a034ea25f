import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { AppRoot, BrowserRouter, createQueryClient, preloadRoute, releaseEarlyEvents } from "@quorum/core";
import type { QuorumPageData } from "@quorum/core";
import { registryFor, translationsFor } from "./addons";

declare global {
  interface Window {
    /** Inlined by the server render (docs/page-flow.md §4). */
    __QUORUM__?: QuorumPageData;
  }
}

/**
 * The browser entry: takes the server's bootstrap and query cache, loads the chunks of the
 * widgets on the page, then hydrates, so no API request happens before the page is interactive.
 */
async function main(): Promise<void> {
  const data = window.__QUORUM__;
  const container = document.getElementById("root");
  if (!data || !container) {
    console.error("Quorum: this page was not rendered by the Quorum server (no window.__QUORUM__ or #root).");
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, data.state);
  // Only the descriptors of the add-ons this page uses: the others stand in by their manifests.
  const registry = await registryFor(
    data.bootstrap.addons.map((addon) => addon.key),
    data.lazyAddons,
  );
  const translations = await translationsFor(registry, data.bootstrap.locale);
  const { pathname, search, hash } = window.location;
  // A guest's page leaves the widgets whose guest view is static as sent until the first interaction.
  const guestHydration = (data.bootstrap.user?.userID ?? 0) <= 0;
  await preloadRoute(pathname + search + hash, registry, queryClient, data.bootstrap.permissions ?? undefined, {
    guestHydration,
    sections: data.bootstrap.siteSections,
  });
  // Submits and clicks held back until now are React's from here on; AppRoot replays the held ones.
  releaseEarlyEvents();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long task a tap or a key waits behind).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <AppRoot registry={registry} bootstrap={data.bootstrap} queryClient={queryClient} translations={translations} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void main();
