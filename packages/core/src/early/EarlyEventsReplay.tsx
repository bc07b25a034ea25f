import { useEffect } from "react";
import { isCommitted, noteCommitted } from "./committedElements";
import { replayEarlyEvents } from "./replayEarlyEvents";
import { handOverHydratedFields } from "./handOverHydratedFields";

/** How often, and how many times, to look whether the held events' parts have hydrated (10 s in all). */
const LOOK_EVERY_MS = 25;
const LOOKS = 400;

/**
 * Part of `AppRoot`: once the page has hydrated, and the fields' typed values are React's (see
 * `TypedValuesHandOver`), replays the submits and clicks held back before (so a held
 * sign-in sends what was typed, not the empty starting state). The root's effects run before the
 * Suspense boundaries inside it have hydrated, so it waits until every typed field and held
 * target has been seen hydrated at a commit (`committedElements`: a node React is still
 * rendering looks hydrated too), or has left the page. After 10 s it goes ahead, and React
 * hydrates a target on the replayed event. Renders nothing; without the early script (tests, a
 * page the server did not render) it does nothing.
 */
export function EarlyEventsReplay(): null {
  useEffect(() => {
    const early = window.__QUORUM_EARLY__;
    if (!early) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitingFor = (): Element[] => [...early.typed, ...early.events.map((event) => event.target)];
    // The root has just committed and no render is under way: what has hydrated is React's.
    noteCommitted(waitingFor());
    const look = (left: number): void => {
      const waiting = waitingFor().some((element) => element.isConnected && !isCommitted(element));
      if (left > 0 && waiting) {
        timer = setTimeout(() => look(left - 1), LOOK_EVERY_MS);
        return;
      }
      // Fields outside the boundaries that hand over their own (TypedValuesHandOver).
      handOverHydratedFields(early.typed);
      // A task later: React has rendered the values handed over before the submit reads them.
      timer = setTimeout(replayEarlyEvents, 0);
    };
    look(LOOKS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
