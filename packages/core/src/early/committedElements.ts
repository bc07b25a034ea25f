import { isHydrated } from "./isHydrated";

const committed = new WeakSet<Element>();

/**
 * Notes which of `elements` React has hydrated, called only where no render is under way: in a
 * boundary's layout effect (`TypedValuesHandOver`, in that boundary's commit) or in the root's
 * first effect. React marks a node as its own while it renders, before that render commits, and a
 * render on a busy machine is sliced: between two slices a node looks hydrated, yet an event sent
 * to it then reaches a render React is about to redo, and is lost. Seen at a commit, it is React's.
 */
export function noteCommitted(elements: readonly Element[]): void {
  for (const element of elements) if (isHydrated(element)) committed.add(element);
}

/** Whether `element` was seen hydrated at a commit (`noteCommitted`). */
export function isCommitted(element: Element): boolean {
  return committed.has(element);
}
