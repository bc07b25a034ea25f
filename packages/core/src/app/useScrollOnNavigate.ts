import { useEffect, useRef } from "react";
import { useLocation } from "../router/useLocation";

/** Retry of a hash scroll, for content that renders after the navigation (spec §9: 500 ms). */
const HASH_SCROLL_RETRY = 500;

/**
 * After an in-app navigation: to the element named by the hash (`#Comment_12`), tried again once
 * after 500 ms, or to the top of the new page. The first page load is left to the browser.
 */
export function useScrollOnNavigate(): void {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const scroll = () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    scroll();
    const retry = setTimeout(scroll, HASH_SCROLL_RETRY);
    return () => clearTimeout(retry);
  }, [pathname, search, hash]);
}
