import { useLayoutEffect } from "react";
import { handOverHydratedFields } from "./handOverHydratedFields";

/**
 * Inside each Suspense boundary of the app (a route's page, a widget): when the boundary's part of
 * a server-rendered page hydrates, hands what was typed into its fields before then over to React,
 * in that very commit. Any later render (the first one after hydration comes at once when a store
 * differs from the server's snapshot) would otherwise put the server's empty values back, with the
 * user still typing. Done with once the held events are replayed (a page shown later by in-app
 * navigation was never server-rendered). Renders nothing.
 */
export function TypedValuesHandOver(): null {
  useLayoutEffect(() => {
    const early = window.__QUORUM_EARLY__;
    if (early && !early.replayed) handOverHydratedFields(document);
  }, []);
  return null;
}
