import { useEffect, useState } from "react";
import { replayEarlyEvents } from "./replayEarlyEvents";
import { syncTypedValues } from "./syncTypedValues";

/**
 * Part of `AppRoot`: once the page has hydrated, hands the fields' typed values to React, and
 * after the render that takes them in, replays the submits and clicks held back before (so a
 * held sign-in sends what was typed, not the empty starting state). Renders nothing; without the
 * early script (tests, a page the server did not render) it does nothing.
 */
export function EarlyEventsReplay(): null {
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (!window.__QUORUM_EARLY__) return;
    syncTypedValues(document);
    setSynced(true);
  }, []);
  useEffect(() => {
    if (synced) replayEarlyEvents();
  }, [synced]);
  return null;
}
