import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { FocusEvent, KeyboardEvent, ReactNode } from "react";
import { isServerRender } from "../site/isServerRender";
import { ClosedDropDown } from "./ClosedDropDown";
import * as styles from "./DropDown.css";
import { DropDownContext } from "./DropDownContext";
import type { DropDownContextValue } from "./DropDownContext";
import type { DropDownProps } from "./DropDownProps";

export type { DropDownProps };

/** The open menu's close function: opening a menu closes the one before (spec §4). */
let closeOpenMenu: (() => void) | null = null;

const ITEMS = "[role='menuitem']:not([disabled]):not([aria-disabled='true'])";

/**
 * A menu button (spec §4 flyout/dropdown): a button with `aria-haspopup="menu"` opening a
 * `role="menu"` panel under it. Opening focuses the first item; arrows, Home and End move between
 * items; Escape closes it and returns focus to the button; a click outside or Tab away closes it;
 * opening one closes every other. Closed on the server, so it renders the same there: the server
 * renders `ClosedDropDown`, the same markup without the menu's state, refs and handlers (a thread
 * has a share menu under every comment).
 */
export const DropDown: (props: DropDownProps) => ReactNode = isServerRender ? ClosedDropDown : InteractiveDropDown;

function InteractiveDropDown({ label, buttonContent, children, align = "left" }: DropDownProps): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const context = useMemo<DropDownContextValue>(
    () => ({
      close() {
        setIsOpen(false);
        buttonRef.current?.focus();
      },
    }),
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    const close = (): void => setIsOpen(false);
    if (closeOpenMenu && closeOpenMenu !== close) closeOpenMenu();
    closeOpenMenu = close;
    menuRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();

    function closeOnOutsideClick(event: Event): void {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    }
    document.addEventListener("mousedown", closeOnOutsideClick);
    document.addEventListener("touchstart", closeOnOutsideClick);
    return () => {
      document.removeEventListener("mousedown", closeOnOutsideClick);
      document.removeEventListener("touchstart", closeOnOutsideClick);
      if (closeOpenMenu === close) closeOpenMenu = null;
    };
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (!isOpen) return;
    if (event.key === "Escape") {
      // Stop here so a menu inside a modal closes without closing the modal.
      event.stopPropagation();
      event.preventDefault();
      context.close();
      return;
    }
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items[items.length - 1],
    }[event.key];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  function closeOnFocusLeaving(event: FocusEvent<HTMLDivElement>): void {
    // relatedTarget is null when a click lands on something unfocusable: the outside-click listener decides then.
    if (isOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={handleKeyDown} onBlur={closeOnFocusLeaving}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.opener}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {buttonContent ?? label}
      </button>
      {isOpen && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.menu({ align })}>
          <DropDownContext.Provider value={context}>{children}</DropDownContext.Provider>
        </div>
      )}
    </div>
  );
}
