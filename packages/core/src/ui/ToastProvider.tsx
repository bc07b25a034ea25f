import { useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { Toast } from "./Toast";
import * as styles from "./Toast.css";
import { TOAST_REMOVAL_DELAY, ToastContext } from "./ToastContext";
import type { ToastApi, ToastRecord } from "./ToastContext";

let nextToastNumber = 0;

/**
 * Holds the page's toasts and draws them in a corner of the viewport. The stack is a portal to
 * <body> created only after mount, so the server render and the hydrating render show no toasts
 * and never touch `document`. Mounted by `AppRoot`.
 */
export function ToastProvider({ children }: { children?: ReactNode }): ReactNode {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const [mounted, setMounted] = useState(false);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    setMounted(true);
    const timers = removalTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      addToast(options) {
        nextToastNumber += 1;
        const id = `toast-${nextToastNumber}`;
        setToasts((list) => [...list, { id, options, visible: true }]);
        return id;
      },
      updateToast(id, options) {
        setToasts((list) => list.map((toast) => (toast.id === id && toast.visible ? { ...toast, options: { ...toast.options, ...options } } : toast)));
      },
      removeToast(id) {
        if (removalTimers.current.has(id)) return;
        setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, visible: false } : toast)));
        // Hidden first so the exit transition can run, deleted later (spec §4).
        const timer = setTimeout(() => {
          removalTimers.current.delete(id);
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }, TOAST_REMOVAL_DELAY);
        removalTimers.current.set(id, timer);
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {mounted &&
        createPortal(
          <div className={styles.stack}>
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} onRemove={api.removeToast} />
            ))}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
