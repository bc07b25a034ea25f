import { useContext } from "react";
import { ToastContext } from "./ToastContext";
import type { ToastApi } from "./ToastContext";

/**
 * The page's toasts: `addToast`, `updateToast`, `removeToast`. Success texts:
 * `addToast({ body, autoDismiss: true })`; failures: `{ body, persistent: true, dismissible: true, tone: "error" }`.
 * `AppRoot` and core's test renderers mount the `ToastProvider` this needs.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (AppRoot mounts one).");
  return api;
}
