import { useEffect, useState } from "react";

/** Loader delay (spec §9: a loader shows only after 150 ms, so quick loads never flash one). */
export const LOADER_DELAY = 150;

/** False until `delay` ms after mount. Always false on the server (no effects run there). */
export function useDelayedVisibility(delay: number = LOADER_DELAY): boolean {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible;
}
