/**
 * Whether React has hydrated `element`: React DOM keeps its instance on the node under a key
 * starting `__reactFiber$`. Hydration is not one step: the root commits first, and each Suspense
 * boundary (a route's page, a layout's widgets) hydrates later, once its code and data are ready.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}
