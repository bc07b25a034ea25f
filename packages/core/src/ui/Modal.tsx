import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { t } from "../i18n/t";
import * as styles from "./Modal.css";

export interface ModalProps {
  isVisible: boolean;
  /** Called by Escape and the close button; the owner sets `isVisible` to false. */
  onClose(): void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Spec §9 widths: small 375, medium 516 (default), large 720, xl 1022, xxl 1320. */
  size?: "small" | "medium" | "large" | "xl" | "xxl";
  children: ReactNode;
  /** Buttons under the body (Cancel/Save). */
  footer?: ReactNode;
}

/** Spec §9 "Default animation 0.10 s": the modal stays in the page this long after closing. */
export const MODAL_TRANSITION_DURATION = 100;

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1']), [contenteditable='true']";

/**
 * A modal dialog (spec §2/§4): a portal to <body> with a backdrop, titled by its heading. Opening
 * moves focus into it (to a child with `autoFocus`, else the dialog), Tab stays inside, Escape and
 * the close button call `onClose`, and closing returns focus to what had it before. It renders
 * nothing on the server: the dialog is drawn only by an effect, after the opener was remembered.
 */
export function Modal({ isVisible, onClose, title, size = "medium", children, footer }: ModalProps): ReactNode {
  const [phase, setPhase] = useState<"closed" | "open" | "closing">("closed");
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!isVisible) return;
    // Read before the dialog exists: an autoFocus field inside would otherwise already have focus.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPhase("open");
    const releaseScroll = lockBodyScroll();
    return () => {
      releaseScroll();
      setPhase("closing");
      if (opener?.isConnected) opener.focus();
    };
  }, [isVisible]);

  useEffect(() => {
    if (phase === "open") {
      const dialog = dialogRef.current;
      if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
      return;
    }
    if (phase !== "closing") return;
    const timer = setTimeout(() => setPhase("closed"), MODAL_TRANSITION_DURATION);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "closed") return null;
  const open = phase === "open";

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === "Escape") {
      // Stop here so a modal opened from another modal closes alone.
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab" && dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  }

  function keepFocusOnBackdrop(event: MouseEvent<HTMLDivElement>): void {
    // A click on the backdrop would move focus to <body>, out of reach of Escape and Tab.
    if (event.target === event.currentTarget) event.preventDefault();
  }

  return createPortal(
    <div
      className={styles.backdrop({ open })}
      onKeyDown={open ? handleKeyDown : undefined}
      onMouseDown={keepFocusOnBackdrop}
      aria-hidden={open ? undefined : true}
      inert={!open}
    >
      <div ref={dialogRef} className={styles.dialog({ size, open })} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {/* Not <header>/<footer>: outside sectioning content they are the page's banner and contentinfo landmarks. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t("Close")} title={t("Close")} onClick={onClose}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** Wraps Tab from the last focusable element to the first and Shift+Tab the other way. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

let scrollLocks = 0;
let previousOverflow = "";

/** Stops the page behind open modals from scrolling; counts, so nested modals unlock once. */
function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = previousOverflow;
  };
}
