/** A function limited to one run per window: the first call runs at once, later ones wait. */
export interface LeadingThrottle<T> {
  /** Runs now if no window is open, else remembers `value` (the latest wins) for the window's end. */
  call(value: T): void;
  /** Whether a value waits for the window's end. */
  pending(): boolean;
  /** Runs the waiting value now (leaving: nothing is lost) and stops the timer. */
  flush(): void;
}

/**
 * Spec §7/§9: the preferences save runs at most once per `waitMs`, on the leading edge. A change
 * made inside the window is not dropped: the last one is sent when the window ends, which opens
 * the next window.
 */
export function createLeadingThrottle<T>(waitMs: number, run: (value: T) => void): LeadingThrottle<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;
  const openWindow = () => {
    timer = setTimeout(() => {
      timer = null;
      if (!waiting) return;
      const { value } = waiting;
      waiting = null;
      run(value);
      openWindow();
    }, waitMs);
  };
  return {
    call(value) {
      if (timer === null) {
        run(value);
        openWindow();
      } else {
        waiting = { value };
      }
    },
    pending: () => waiting !== null,
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (!waiting) return;
      const { value } = waiting;
      waiting = null;
      run(value);
    },
  };
}
