import { cloneElement, useEffect, useId, useRef, useState } from "react";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { createPortal } from "react-dom";
import * as styles from "./ToolTip.css";

export interface ToolTipProps {
  /** The tip's text; also the child's accessible description. */
  label: ReactNode;
  /** One element (usually a button) the tip describes. */
  children: ReactElement<{ "aria-describedby"?: string }>;
}

/** Spec §9: the pointer or focus rests this long before the tip shows. */
const TOOLTIP_REST_DELAY = 100;
/** Spec §9: the tip stays this long after the pointer or focus left. */
const TOOLTIP_LEAVE_DELAY = 500;
/** Spec §9: position updates wait for scrolling to pause this long. */
const SCROLL_DEBOUNCE = 100;
const GAP = 8;

type Phase = "idle" | "pending" | "visible" | "leaving";

/**
 * A tooltip (spec §4: idle, focused, visible, leavingVisible, dismissed). Hover or focus shows it
 * after 100 ms of rest; leaving hides it 500 ms later unless the pointer moves onto the tip; Escape
 * dismisses it. The label is always in the page as the child's description (so the server render
 * has it and screen readers get it on focus); the visible bubble is a portal drawn after mount.
 */
export function ToolTip({ label, children }: ToolTipProps): ReactNode {
  const [phase, setPhase] = useState<Phase>("idle");
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const descriptionId = useId();
  const shown = phase === "visible" || phase === "leaving";

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: Phase, delay: number, then: Phase): void {
    clearTimeout(timer.current);
    setPhase(next);
    timer.current = setTimeout(() => setPhase(then), delay);
  }

  function rest(): void {
    if (shown) {
      clearTimeout(timer.current);
      setPhase("visible");
    } else {
      schedule("pending", TOOLTIP_REST_DELAY, "visible");
    }
  }

  function leave(): void {
    if (shown) schedule("leaving", TOOLTIP_LEAVE_DELAY, "idle");
    else {
      clearTimeout(timer.current);
      setPhase("idle");
    }
  }

  function dismiss(): void {
    clearTimeout(timer.current);
    setPhase("idle");
  }

  useEffect(() => {
    if (!shown) return;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const place = (): void => {
      if (anchorRef.current) setPosition(placeAbove(anchorRef.current.getBoundingClientRect()));
    };
    const placeLater = (): void => {
      clearTimeout(debounce);
      debounce = setTimeout(place, SCROLL_DEBOUNCE);
    };
    const dismissOnEscape = (event: KeyboardEvent): void => {
      if (event.key === "Escape") dismiss();
    };
    place();
    window.addEventListener("scroll", placeLater, true);
    window.addEventListener("resize", placeLater);
    document.addEventListener("keydown", dismissOnEscape);
    return () => {
      clearTimeout(debounce);
      window.removeEventListener("scroll", placeLater, true);
      window.removeEventListener("resize", placeLater);
      document.removeEventListener("keydown", dismissOnEscape);
    };
  }, [shown]);

  const describedBy = [children.props["aria-describedby"], descriptionId].filter(Boolean).join(" ");
  return (
    <span
      ref={anchorRef}
      className={styles.anchor}
      onMouseEnter={rest}
      onMouseMove={phase === "pending" ? rest : undefined}
      onMouseLeave={leave}
      onFocus={rest}
      onBlur={leave}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span id={descriptionId} hidden>
        {label}
      </span>
      {shown &&
        position &&
        createPortal(
          <div className={styles.bubble} style={position} role="tooltip" onMouseEnter={rest} onMouseLeave={leave}>
            {label}
          </div>,
          document.body,
        )}
    </span>
  );
}

/** Centres the tip above the anchor, or below it when there is no room above. */
function placeAbove(rect: DOMRect): CSSProperties {
  const left = Math.min(Math.max(rect.left + rect.width / 2, GAP), window.innerWidth - GAP);
  return rect.top > 60 ? { left, top: rect.top - GAP, transform: "translate(-50%, -100%)" } : { left, top: rect.bottom + GAP, transform: "translateX(-50%)" };
}
