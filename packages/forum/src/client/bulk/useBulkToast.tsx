import { useToast } from "@quorum/core";
import { useEffect } from "react";
import { BulkActionsToast } from "./BulkActionsToast";
import type { BulkSelectionStore } from "./createBulkSelectionStore";
import { useBulkStore } from "./useBulkStore";

interface ToastHost {
  /** Mounted lists hosting the toast. */
  lists: number;
  toastID: string | null;
}

// Per store, so a page with two lists shows one toast, and it leaves with the last list.
const hosts = new WeakMap<BulkSelectionStore, ToastHost>();

/**
 * Shows the persistent bulk toast while `visible` (something is selected), hides it when the
 * selection empties or the last list showing it leaves the page. The toast's body reads the
 * selection itself, so it is added once, not on every change.
 */
export function useBulkToast(visible: boolean): void {
  const store = useBulkStore();
  const { addToast, removeToast } = useToast();
  let host = hosts.get(store);
  if (!host) {
    host = { lists: 0, toastID: null };
    hosts.set(store, host);
  }

  useEffect(() => {
    const current = host;
    current.lists += 1;
    return () => {
      current.lists -= 1;
      if (current.lists === 0 && current.toastID) {
        removeToast(current.toastID);
        current.toastID = null;
      }
    };
  }, [host, removeToast]);

  useEffect(() => {
    if (visible && !host.toastID) {
      host.toastID = addToast({ body: <BulkActionsToast />, persistent: true, wide: true });
    } else if (!visible && host.toastID) {
      removeToast(host.toastID);
      host.toastID = null;
    }
  }, [visible, host, addToast, removeToast]);
}
