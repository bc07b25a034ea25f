import { ConfirmModal, t, useLocation, useNavigate } from "@quorum/core";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

export interface UnsavedChangesGuardProps {
  /** There are changes the server has no copy of. */
  when: boolean;
}

/**
 * Asks before leaving a form with unsaved changes (spec §8 'Unsaved Changes'). Closing or
 * reloading the tab gets the browser's own question (`beforeunload`). A click on a link to another
 * page of the site is held back (in the capture phase, before core's `Link` navigates: it leaves
 * a prevented click alone) until the user chooses to continue; the same click is then replayed.
 * Changes are still in this browser's local draft either way.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps): ReactNode {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef("");
  here.current = location.pathname + location.search;
  const [held, setHeld] = useState<HTMLAnchorElement | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    if (!when) return;
    function beforeUnload(event: BeforeUnloadEvent): void {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    }
    function click(event: MouseEvent): void {
      if (letThrough.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !leavesPage(anchor, here.current)) return;
      event.preventDefault();
      setHeld(anchor);
    }
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [when]);

  function proceed(): void {
    const anchor = held;
    setHeld(null);
    if (!anchor) return;
    if (!anchor.isConnected) {
      // The link went away with its menu: go there in the app.
      const url = new URL(anchor.href);
      void navigate(url.pathname + url.search + url.hash);
      return;
    }
    letThrough.current = true;
    try {
      anchor.click();
    } finally {
      letThrough.current = false;
    }
  }

  return (
    <ConfirmModal isVisible={held !== null} title={t("Unsaved Changes")} confirmLabel={t("Continue")} onConfirm={proceed} onCancel={() => setHeld(null)}>
      <p>{t("You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?")}</p>
    </ConfirmModal>
  );
}

/** A link this tab follows away from `here` (the app's path and query): not a new tab, a download, or an anchor on this page. */
function leavesPage(anchor: HTMLAnchorElement, here: string): boolean {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (!/^https?:$/.test(url.protocol)) return false;
  return url.origin !== window.location.origin || url.pathname + url.search !== here;
}
