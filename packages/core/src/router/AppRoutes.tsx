import { useMemo } from "react";
import type { ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import { AddonContext } from "../addons/AddonContext";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { ErrorPage } from "./ErrorPage";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { findAddonRoute } from "./findAddonRoute";
import { LayoutPage } from "./LayoutPage";
import { matchLayoutRoute } from "./matchLayoutRoute";
import { NotFoundPage } from "./NotFoundPage";
import { RouteBoundary } from "./RouteBoundary";

/**
 * The page for the current address: a layout route first (docs/page-flow.md §1), then the add-ons'
 * routes, otherwise the not-found page. Only the matching add-on route goes into `<Routes>` (which
 * gives the page its params), so the router never ranks the whole table per render.
 */
export function AppRoutes(): ReactNode {
  const { pathname, search } = useLocation();
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const lookup = useMemo(() => matchLayoutRoute(pathname, search, registry.layoutRoutes), [pathname, search, registry]);
  if (lookup) return <LayoutPage lookup={lookup} />;
  const route = findAddonRoute(registry, pathname);
  if (!route) return <NotFoundPage />;
  if (route.permission && !can(route.permission)) return <ErrorPage status={403} />;
  const Page = route.page.component;
  return (
    <Routes>
      <Route
        path={route.path}
        element={
          <AddonContext.Provider value={route.context}>
            <RouteBoundary key={route.path}>
              <Page />
            </RouteBoundary>
          </AddonContext.Provider>
        }
      />
    </Routes>
  );
}
