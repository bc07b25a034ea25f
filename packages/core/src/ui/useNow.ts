import { useEffect, useState } from "react";
import { isServerRender } from "../site/isServerRender";

/** Relative times refresh every 30 s (spec §9). */
const RELATIVE_TIME_REFRESH = 30_000;

/**
 * The current time in ms, re-rendering the caller every `interval` ms. On the server, where a page
 * renders once, simply the time of the render: no state or timer per date (one per comment).
 */
export const useNow: (interval?: number) => number = isServerRender ? () => Date.now() : useTickingNow;

function useTickingNow(interval: number = RELATIVE_TIME_REFRESH): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
