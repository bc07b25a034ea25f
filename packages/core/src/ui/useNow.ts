import { useEffect, useState } from "react";

/** Relative times refresh every 30 s (spec §9). */
export const RELATIVE_TIME_REFRESH = 30_000;

/** The current time in ms, re-rendering the caller every `interval` ms. */
export function useNow(interval: number = RELATIVE_TIME_REFRESH): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
