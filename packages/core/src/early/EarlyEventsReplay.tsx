import { useEffect } from "react";
import { isHydrated } from "./isHydrated";
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
 * target has (or has left the page; after 10 s it goes ahead, and React hydrates a target on the
 * replayed event). Renders nothing; without the early script (tests, a page the server did not
 * render) it does nothing.
 */
export function EarlyEventsReplay(): null {
  useEffect(() => {
    const early = window.__QUORUM_EARLY__;
    if (!early) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The boundaries' commits counted when something was last seen not hydrated; null while
    // everything was hydrated by the root's commit, which this effect runs after.
    let commitsWhenWaiting: number | null = null;
    const look = (left: number): void => {
      const waitingFor = [...early.typed, ...early.events.map((event) => event.target)];
      const commits = early.commits ?? 0;
      if (waitingFor.some((element) => element.isConnected && !isHydrated(element))) commitsWhenWaiting = commits;
      // Hydrated but not committed yet (a boundary's render, sliced on a slow machine, between
      // two of its slices): an input event now would reach a render React is about to redo, and
      // the typed value would be lost. Wait for the boundary's commit.
      const waiting =
        commitsWhenWaiting !== null && (commitsWhenWaiting === commits || waitingFor.some((element) => element.isConnected && !isHydrated(element)));
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
