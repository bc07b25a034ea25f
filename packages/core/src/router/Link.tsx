import { createContext, useContext } from "react";
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import { createPath } from "./history";
import type { To } from "./history";
import type { NavigateOptions } from "./useNavigate";
import { SectionHrefContext } from "./SectionProvider";

/** Navigates inside the app; provided once by `AppRoot` (see `NavigationProvider`). */
export const NavigateContext = createContext<((to: string, options?: NavigateOptions) => void) | null>(null);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A site path ("/discussion/12/hello#Comment_3") or a path object. */
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Always load the page from the server (sign-out and other server-handled addresses). */
  reloadDocument?: boolean;
  /**
   * The address is the whole site's, not the current section's: it is not put under the section's
   * folder (the section switcher's 'Whole Site'). In-app paths are, by default.
   */
  siteAddress?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a plain `<a href>` whose ordinary left click navigates client-side. Used
 * instead of a router-aware link, which would cost hooks per link: a list page renders
 * hundreds of links, and the server render is on the hot path of every page view. Modified
 * clicks, other targets, downloads and other origins stay with the browser.
 */
export function Link({ to, replace, state, reloadDocument, siteAddress, onClick, ...rest }: LinkProps): ReactNode {
  const navigate = useContext(NavigateContext);
  const path = typeof to === "string" ? to : createPath(to);
  // In a site section an in-app path is the section's (docs/page-flow.md §1).
  const sectionHref = useContext(SectionHrefContext);
  const href = reloadDocument || siteAddress ? path : sectionHref(path);

  function handleClick(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    if (!navigate || reloadDocument || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.currentTarget;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash, {
      ...(replace ? { replace } : {}),
      ...(state !== undefined ? { state } : {}),
      siteAddress,
    });
  }

  return <a {...rest} href={href} onClick={handleClick} />;
}
