import { watchForInteraction } from "./interactionWake";

/**
 * Stops the early script holding events back: call it right before `hydrateRoot`. From then on
 * React's own listeners take every event (an event on a part not hydrated yet makes React hydrate
 * it first), so the early script must not also record it, or it would happen twice. Widgets that
 * wait for the first interaction (`HydrateOnInteraction`) start waiting here.
 */
export function releaseEarlyEvents(): void {
  watchForInteraction();
  const early = window.__QUORUM_EARLY__;
  if (early) early.holding = false;
}
