import { useEffect } from "react";
import type { ReactNode } from "react";
import { t } from "../i18n/t";
import * as styles from "./Toast.css";
import { TOAST_AUTO_DISMISS_DURATION } from "./ToastContext";
import type { ToastRecord } from "./ToastContext";

export interface ToastProps {
  toast: ToastRecord;
  onRemove(id: string): void;
}

/** One toast of the `ToastProvider`'s stack; an auto-dismiss toast removes itself after its duration. */
export function Toast({ toast, onRemove }: ToastProps): ReactNode {
  const { id, visible, options } = toast;
  const {
    body,
    persistent = false,
    dismissible = false,
    autoDismiss = false,
    autoDismissDuration = TOAST_AUTO_DISMISS_DURATION,
    wide = false,
    tone = "neutral",
  } = options;
  const dismissesItself = visible && autoDismiss && !persistent;

  useEffect(() => {
    if (!dismissesItself) return;
    const timer = setTimeout(() => onRemove(id), autoDismissDuration);
    return () => clearTimeout(timer);
  }, [dismissesItself, autoDismissDuration, id, onRemove]);

  const isError = tone === "error";
  const isEmpty = body === undefined || body === null || body === "" || body === false;
  return (
    <div
      className={styles.toast({ wide, tone, visible })}
      // Each toast is its own live region: errors interrupt, everything else waits its turn.
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
      aria-atomic="true"
      aria-hidden={visible ? undefined : true}
    >
      <div className={styles.body}>{isError && isEmpty ? t("Something has gone wrong.") : body}</div>
      {dismissible && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t("Dismiss")}
          title={t("Dismiss")}
          onClick={() => onRemove(id)}
          tabIndex={visible ? undefined : -1}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
