import { Suspense } from "react";
import type { ReactNode } from "react";
import { TypedValuesHandOver } from "./TypedValuesHandOver";

export interface LazyBoundaryProps {
  /** A `lazy()` part of a widget (a member's comment box, a signed-in user's menu). */
  children: ReactNode;
  /** Shown while the part's code loads in the browser (not during hydration: the server's HTML stays). */
  fallback?: ReactNode;
}

/**
 * The Suspense boundary for a part of a widget that loads its code only when it renders, so a
 * page whose visitor never sees that part never downloads it. A server-rendered part stays as
 * sent until its code has arrived and it hydrates; like a widget's own boundary, it then hands
 * what was typed into its fields meanwhile over to React (`TypedValuesHandOver`), and clicks and
 * submits held by the early script are replayed once it has hydrated.
 */
export function LazyBoundary({ children, fallback = null }: LazyBoundaryProps): ReactNode {
  return (
    <Suspense fallback={fallback}>
      {children}
      <TypedValuesHandOver />
    </Suspense>
  );
}
