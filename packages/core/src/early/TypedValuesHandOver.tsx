import { useLayoutEffect } from "react";
import { noteCommitted } from "./committedElements";
import { handOverHydratedFields } from "./handOverHydratedFields";

/**
 * Inside each Suspense boundary of the app (a route's page, a widget): when the boundary's part of
 * a server-rendered page hydrates, hands what was typed into its fields before then over to React,
 * in that very commit. Any later render (the first one after hydration comes at once when a store
 * differs from the server's snapshot) would otherwise put the server's empty values back, with the
 * user still typing. Only fields typed into before they hydrated count (the early script notes
 * them): a field React rendered itself, or knew while it was typed into, is React's already.
 * It also notes the held submits' and clicks' targets hydrated by this commit, which
 * `EarlyEventsReplay` waits for. Renders nothing.
 */
export function TypedValuesHandOver(): null {
  useLayoutEffect(() => {
    const early = window.__QUORUM_EARLY__;
    if (!early) return;
    noteCommitted([...early.typed, ...early.events.map((event) => event.target)]);
    if (early.typed.length > 0) handOverHydratedFields(early.typed);
  }, []);
  return null;
}
