import { useCallback, useRef } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "./useNavigate";
import type { NavigateOptions } from "./useNavigate";
import { NavigateContext } from "./Link";

/**
 * Hands every `Link` one stable navigate function, so links cost no router hooks of their own
 * and never re-render because the location changed.
 */
export function NavigationProvider({ children }: { children?: ReactNode }): ReactNode {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  const stable = useCallback((to: string, options?: NavigateOptions) => latest.current(to, options), []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}
