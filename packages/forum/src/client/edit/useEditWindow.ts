import { useEffect, useState } from "react";

/** Spec §9: the remaining time refreshes every 10 s while more than 60 s are left, then every 5 s. */
const SLOW_REFRESH = 10_000;
const FAST_REFRESH = 5_000;
const FAST_BELOW = 60_000;

export interface EditWindow {
  /** The window is open now. */
  open: boolean;
  /** Whole seconds left (rounded up); null when there is no limit or the window is shut. */
  remainingSeconds: number | null;
}

/**
 * Whether an edit window closing at `deadline` (ms since the epoch; `Infinity`: never; null: no
 * window) is open, re-rendering the caller on the spec's schedule so the remaining time stays
 * current and the caller sees the window shut the moment it does, without a reload. A timer runs
 * only while a limited window is open.
 */
export function useEditWindow(deadline: number | null): EditWindow {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null || !Number.isFinite(deadline)) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      // The window shut while nothing was scheduled (a deadline given late): show it shut.
      if (now < deadline) setNow(Date.now());
      return;
    }
    // Wake at the next refresh, or exactly when the window shuts if that comes first.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left > FAST_BELOW ? SLOW_REFRESH : FAST_REFRESH, left));
    return () => clearTimeout(timer);
  }, [deadline, now]);

  if (deadline === null) return { open: false, remainingSeconds: null };
  if (!Number.isFinite(deadline)) return { open: true, remainingSeconds: null };
  const left = deadline - now;
  return left > 0 ? { open: true, remainingSeconds: Math.ceil(left / 1000) } : { open: false, remainingSeconds: null };
}
