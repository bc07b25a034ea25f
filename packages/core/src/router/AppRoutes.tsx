import { useMemo } from "react";
import type { ReactNode } from "react";
import { useLocation } from "./useLocation";
import { ParamsContext } from "./RouterContext";
import { AddonContext } from "../addons/AddonContext";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { ErrorPage } from "./ErrorPage";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { findAddonRoute } from "./findAddonRoute";
import { LayoutPage } from "./LayoutPage";
import { matchPage } from "./matchPage";
import { useBootstrap } from "../site/useBootstrap";
import { NotFoundPage } from "./NotFoundPage";
import { RouteBoundary } from "./RouteBoundary";

/**
 * The page for the current address, under a site section's folder too (`matchPage`): a layout
 * route first (docs/page-flow.md §1), then the add-ons' routes (the most specific match, its params given to `useParams`), otherwise the not-found page.
 */
export function AppRoutes(): ReactNode {
  const { pathname, search } = useLocation();
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const sections = useBootstrap().siteSections;
  const { lookup, path } = useMemo(() => matchPage(pathname, search, registry, sections), [pathname, search, registry, sections]);
  if (lookup) return <LayoutPage lookup={lookup} />;
  const match = findAddonRoute(registry, path);
  if (!match) return <NotFoundPage />;
  const { route, params } = match;
  if (route.permission && !can(route.permission)) return <ErrorPage status={403} />;
  const Page = route.page.component;
  return (
    <ParamsContext.Provider value={params}>
      <AddonContext.Provider value={route.context}>
        <RouteBoundary key={route.path}>
          <Page />
        </RouteBoundary>
      </AddonContext.Provider>
    </ParamsContext.Provider>
  );
}
