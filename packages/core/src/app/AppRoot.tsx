import "@fontsource/open-sans/400.css";
import "@fontsource/open-sans/600.css";
import "@fontsource/open-sans/700.css";
import "../theme/globalStyles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ReactNode } from "react";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { AddonRegistryContext } from "../addons/useAddonRegistry";
import { createApiClient } from "../api/createApiClient";
import { EarlyEventsReplay } from "../early/EarlyEventsReplay";
import type { ApiClient } from "../api/createApiClient";
import { ApiClientContext } from "../api/useApiClient";
import { TranslationProvider } from "../i18n/TranslationProvider";
import { SectionProvider } from "../router/SectionProvider";
import { NavigationProvider } from "../router/NavigationProvider";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { PermissionsProvider } from "../site/PermissionsProvider";
import { SiteProvider } from "../site/SiteProvider";
import { ToastProvider } from "../ui/ToastProvider";
import { AppShell } from "./AppShell";

export interface AppRootProps {
  registry: AddonRegistry;
  bootstrap: ClientBootstrap;
  queryClient: QueryClient;
  /** Defaults to a same-origin client of `/api/v2`; the server render passes its in-process one. */
  apiClient?: ApiClient;
  /** The strings of `bootstrap.locale` by English key; omit for English. */
  translations?: Readonly<Record<string, string>>;
  /** Defaults to the whole app (title bar and routes); tests render single parts. */
  children?: ReactNode;
}

/**
 * Everything a Quorum page runs in: query cache, API client, site bootstrap, add-on registry,
 * permissions, in-app navigation for `Link`, translations, toasts, global styles, and the replay of
 * what was done to the server-rendered page before it hydrated (`EarlyEventsReplay`). Wrap it in a router
 * (BrowserRouter in the browser, StaticRouter on the server, MemoryRouter in tests).
 */
export function AppRoot({ registry, bootstrap, queryClient, apiClient, translations, children }: AppRootProps): ReactNode {
  const api = useMemo(() => apiClient ?? createApiClient(), [apiClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={api}>
        <SiteProvider bootstrap={bootstrap}>
          <PermissionsProvider>
            <AddonRegistryContext.Provider value={registry}>
              <SectionProvider>
                <NavigationProvider>
                  <TranslationProvider locale={bootstrap.locale} translations={translations}>
                    <ToastProvider>
                      {children ?? <AppShell />}
                      <EarlyEventsReplay />
                    </ToastProvider>
                  </TranslationProvider>
                </NavigationProvider>
              </SectionProvider>
            </AddonRegistryContext.Provider>
          </PermissionsProvider>
        </SiteProvider>
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
}
