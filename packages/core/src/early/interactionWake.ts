import { isHydrated } from "./isHydrated";

/**
 * The attribute marking a widget that stays server-rendered HTML until the visitor first
 * interacts with the page (`HydrateOnInteraction`); events aimed at it meanwhile are held.
 */
export const DORMANT_ATTRIBUTE = "data-hydrate";

/** Relative times refresh every 30 s (spec §9): by then a dormant widget's dates need its code. */
const FIRST_REFRESH_DUE = 30_000;
/** How often, and how many times, to look whether a held event's widget has hydrated (10 s in all). */
const LOOK_EVERY_MS = 25;
const LOOKS = 400;

/** What a visitor does first: any of these wakes the dormant widgets. */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;
/** What would be lost on a dormant widget (React drops a discrete event it cannot hydrate for): held and replayed. */
const HELD_EVENTS = ["click", "submit", "change"] as const;

interface HeldEvent {
  type: (typeof HELD_EVENTS)[number];
  target: Element;
  region: Element;
  submitter: HTMLElement | null;
}

let woken = false;
let wake: () => void = () => undefined;
let wokenPromise = new Promise<void>((resolve) => {
  wake = resolve;
});
let watching = false;
let stopWatching: () => void = () => undefined;
/** True while a held event is sent again (it must not be held a second time). */
let replaying = false;

/**
 * While the page waits for its first interaction, a promise of it (the first interaction, a
 * navigation, or 30 s); null once awake, and always where nothing watches (the server, tests).
 */
export function dormancy(): Promise<void> | null {
  return watching && !woken ? wokenPromise : null;
}

/** Lets every dormant widget load its code and hydrate (idempotent). */
export function wakeDormantWidgets(): void {
  if (woken) return;
  woken = true;
  wake();
}

/**
 * Called right before `hydrateRoot` (by `releaseEarlyEvents`): wakes the dormant widgets on the
 * visitor's first interaction, or when their relative times are first due to refresh, and holds a
 * click, submit or choice aimed at a widget still dormant (or at a part still loading its code)
 * until it has hydrated, then sends it again, so nothing done to the server-rendered page is lost.
 */
export function watchForInteraction(): void {
  if (watching || typeof document === "undefined") return;
  watching = true;
  const timer = setTimeout(wakeDormantWidgets, FIRST_REFRESH_DUE);
  const onWake = (): void => {
    clearTimeout(timer);
    wakeDormantWidgets();
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onWake, true);
  };
  for (const type of WAKE_EVENTS) document.addEventListener(type, onWake, { capture: true, passive: true });
  // In the capture phase on the document: before React's listeners on the root, which would drop it.
  for (const type of HELD_EVENTS) document.addEventListener(type, hold, true);
  stopWatching = () => {
    clearTimeout(timer);
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onWake, true);
    for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true);
  };
}

/** Stops watching and forgets the wake-up, as on a page that was never hydrated (tests render many pages in one document). */
export function resetInteractionWake(): void {
  stopWatching();
  watching = false;
  woken = false;
  wokenPromise = new Promise<void>((resolve) => {
    wake = resolve;
  });
}

function hold(event: Event): void {
  if (replaying) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const region = awaitedRegion(event.type, target);
  if (!region) return;
  // A click that opens a new tab or window is the browser's, as it is for any link.
  if (event.type === "click" && event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.type === "submit" && "submitter" in event && event.submitter instanceof HTMLElement ? event.submitter : null;
  wakeDormantWidgets();
  replayWhenHydrated({ type: event.type as HeldEvent["type"], target, region, submitter }, LOOKS);
}

/**
 * What must hydrate before `target` can take an event of `type`, or null when nothing needs to:
 * - a dormant widget still waiting for the first interaction (or for its code);
 * - the button clicked, the form submitted or the field changed, when React has not hydrated it:
 *   the app runs around it, but a lazy part of a widget (a follow menu, a toolbar's panel) is
 *   still loading its code, and React drops a click on a part it cannot hydrate at once.
 * Links are left alone: the browser follows a link React did not take, and nothing is lost.
 */
function awaitedRegion(type: string, target: Element): Element | null {
  const dormant = target.closest(`[${DORMANT_ATTRIBUTE}]`);
  if (dormant && !isHydrated(dormant)) return dormant;
  const control = type === "click" ? target.closest("button") : type === "submit" ? target : target.closest("input, select, textarea");
  // Only inside the app's root: the sanitized posts hold no controls, and what another script
  // added to the page is not React's to hydrate.
  if (!control || !control.closest("#root") || isHydrated(control)) return null;
  return control;
}

function replayWhenHydrated(held: HeldEvent, left: number): void {
  if (left > 0 && held.region.isConnected && !isHydrated(held.region)) {
    setTimeout(() => replayWhenHydrated(held, left - 1), LOOK_EVERY_MS);
    return;
  }
  // A task later, as for the early events: React has committed what it hydrated.
  setTimeout(() => replay(held), 0);
}

function replay(held: HeldEvent): void {
  if (!held.target.isConnected) return;
  replaying = true;
  try {
    send(held);
  } finally {
    replaying = false;
  }
}

function send({ type, target, submitter }: HeldEvent): void {
  if (type === "click") {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  } else if (type === "change") {
    target.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (target instanceof HTMLFormElement) {
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    if (button && button.form === target && button.isConnected && !button.disabled) target.requestSubmit(button);
    else target.requestSubmit();
  }
}
