import { useCallback, useEffect, useRef } from "react";

/**
 * `send` at most once per `intervalMs`, leading edge (spec §7, §9: the preference save, 1250 ms):
 * the first call goes at once; calls within the interval are held and the latest of them goes when
 * it ends, so a quick second change is saved too, not dropped.
 */
export function useLeadingThrottle<T>(send: (value: T) => void, intervalMs: number): (value: T) => void {
  const sendRef = useRef(send);
  sendRef.current = send;
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  const held = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (value: T) => {
      const wait = lastSent.current + intervalMs - Date.now();
      if (wait <= 0 && !timer.current) {
        lastSent.current = Date.now();
        sendRef.current(value);
        return;
      }
      held.current = { value };
      timer.current ??= setTimeout(
        () => {
          timer.current = null;
          const next = held.current;
          held.current = null;
          if (!next) return;
          lastSent.current = Date.now();
          sendRef.current(next.value);
        },
        Math.max(wait, 0),
      );
    },
    [intervalMs],
  );
}
