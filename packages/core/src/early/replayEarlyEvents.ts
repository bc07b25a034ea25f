import type { EarlyEvent } from "./EARLY_EVENTS_SCRIPT";

/**
 * Sends on what the early script held back, in order, once: a held submit is submitted again
 * (with its button, so `event.submitter` is the same), a held click is clicked again. A form or
 * button that left the page meanwhile is skipped.
 */
export function replayEarlyEvents(): void {
  const early = window.__QUORUM_EARLY__;
  if (!early) return;
  early.holding = false;
  for (const event of early.events.splice(0)) replay(event);
}

function replay({ type, target, submitter }: EarlyEvent): void {
  if (!target.isConnected) return;
  if (type === "click") {
    if (target instanceof HTMLElement) target.click();
    return;
  }
  if (!(target instanceof HTMLFormElement)) return;
  const ownButton = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (ownButton && ownButton.form === target && ownButton.isConnected && !ownButton.disabled) target.requestSubmit(ownButton);
  else target.requestSubmit();
}
