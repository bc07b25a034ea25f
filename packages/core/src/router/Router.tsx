import { startTransition, useLayoutEffect, useState } from "react";
import type { ReactNode } from "react";
import { wakeDormantWidgets } from "../early/interactionWake";
import type { RouterHistory } from "./history";
import { HistoryContext, LocationContext } from "./RouterContext";

/**
 * Core's router: provides `history`'s location to `useLocation` and friends and follows its
 * changes. A change of address is a transition (as react-router's were): the page on screen
 * stays until the next has what it needs. Widgets still waiting for the first interaction
 * (`HydrateOnInteraction`) are woken first, so the new location reaches them with their code on
 * its way instead of replacing their server HTML with a placeholder.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }): ReactNode {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const follow = (): void => {
      wakeDormantWidgets();
      const next = history.location;
      startTransition(() => setLocation(next));
    };
    // A navigation between the first render and this subscription is not missed.
    if (history.location !== location) follow();
    return history.listen(follow);
    // The location is read once, at subscription; later changes arrive through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}
