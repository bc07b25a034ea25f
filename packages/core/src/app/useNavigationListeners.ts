import { useEffect, useRef } from "react";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { useLocation } from "../router/useLocation";

/**
 * After the first page has hydrated (its referrer is `document.referrer`), and after each in-app
 * navigation to another page (path or query; not a hash): the add-ons' `onNavigate` listeners,
 * each loaded on first use, with the page and the one before. A listener that fails to load is
 * left alone: a counter must never break a page.
 */
export function useNavigationListeners(): void {
  const { addons } = useAddonRegistry();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = location.origin + pathname + search;
    const first = previous.current === null;
    const referrer = previous.current ?? document.referrer;
    previous.current = url;
    // The same page again is no navigation (React's development re-run of an effect, say).
    if (!first && referrer === url) return;
    for (const addon of addons)
      addon.onNavigate?.().then(
        (listener) => listener.default({ url, referrer }),
        () => {},
      );
  }, [addons, pathname, search]);
}
