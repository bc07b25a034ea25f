import { useEffect, useRef } from "react";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { useLocation } from "../router/useLocation";

/**
 * After each in-app navigation to another page (path or query; not a hash, not the first page):
 * the add-ons' `onNavigate` listeners, each loaded on first use, with the page and the one before.
 * A listener that fails to load is left alone: a counter must never break a page.
 */
export function useNavigationListeners(): void {
  const { addons } = useAddonRegistry();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = location.origin + pathname + search;
    const referrer = previous.current;
    previous.current = url;
    if (referrer === null || referrer === url) return;
    for (const addon of addons)
      addon.onNavigate?.().then(
        (listener) => listener.default({ url, referrer }),
        () => {},
      );
  }, [addons, pathname, search]);
}
