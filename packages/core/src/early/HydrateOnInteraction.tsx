import { use, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import * as styles from "./HydrateOnInteraction.css";
import { DORMANT_ATTRIBUTE, dormancy } from "./interactionWake";

const subscribeToNothing = () => () => undefined;

/**
 * Inside a widget's boundary: a widget whose view is static for this visitor (a guest's thread,
 * which they cannot react to, comment on or moderate) stays the server's HTML, with none of its
 * code loaded, until the visitor first interacts with the page (`watchForInteraction`). Rendered
 * the same on the server and in the browser (a wrapper with no box of its own, marking the region
 * whose clicks are held); only its first hydration waits, and only when `dormant` says so.
 */
export function HydrateOnInteraction({ dormant, children }: { dormant: boolean; children?: ReactNode }): ReactNode {
  return (
    <div className={styles.region} {...{ [DORMANT_ATTRIBUTE]: "interaction" }}>
      {dormant && <WaitForInteraction />}
      {children}
    </div>
  );
}

/** Suspends the boundary while it hydrates the server's HTML and the page has not been interacted with. */
function WaitForInteraction(): null {
  // The server's snapshot is read while hydrating, the browser's in any later render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const waiting = hydrating ? dormancy() : null;
  if (waiting) use(waiting);
  return null;
}
