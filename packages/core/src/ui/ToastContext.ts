import { createContext } from "react";
import type { ReactNode } from "react";

/** What a toast shows and how it leaves (spec §3 "Toast", §4, §9). */
export interface ToastOptions {
  body: ReactNode;
  /** Stays until removed or dismissed, even when `autoDismiss` is set. */
  persistent?: boolean;
  /** Shows a 'Dismiss' button. */
  dismissible?: boolean;
  /** Hides itself after `autoDismissDuration` ms. */
  autoDismiss?: boolean;
  /** Default 3000 ms (`TOAST_AUTO_DISMISS_DURATION`). */
  autoDismissDuration?: number;
  /** 380 px instead of 280 px. */
  wide?: boolean;
  /** "error" is announced assertively (role="alert") and drawn with the danger colour. */
  tone?: "neutral" | "error";
}

/** The toast functions `useToast()` returns; stable for the provider's lifetime. */
export interface ToastApi {
  /** Shows a toast; returns its id for `updateToast`/`removeToast`. */
  addToast(options: ToastOptions): string;
  /** Changes a shown toast's options (merged); does nothing once it is removed. */
  updateToast(id: string, options: Partial<ToastOptions>): void;
  /** Hides a toast; it leaves the page `TOAST_REMOVAL_DELAY` ms later, after its exit transition. */
  removeToast(id: string): void;
}

/** One entry of the toast list: hidden toasts stay listed until their removal delay has passed. */
export interface ToastRecord {
  id: string;
  options: ToastOptions;
  visible: boolean;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Spec §9: default auto-dismiss duration. */
export const TOAST_AUTO_DISMISS_DURATION = 3000;
/** Spec §4/§9: a removed toast is hidden at once and deleted from the list this long after. */
export const TOAST_REMOVAL_DELAY = 2000;
