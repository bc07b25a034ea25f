import { render } from "@testing-library/react";
import type { RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import type { AddonRegistry } from "../addons/AddonRegistry";
import type { ApiClient } from "../api/createApiClient";
import { AppRoot } from "../app/AppRoot";
import { createQueryClient } from "../query/createQueryClient";
import { MemoryRouter } from "../router/MemoryRouter";
import { useLocation } from "../router/useLocation";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { testApi } from "./testApi";
import { guestBootstrap } from "./testBootstrap";
import { testRegistry } from "./testRegistry";
import type { TestRegistryOptions } from "./testRegistry";

export interface RenderWithAppOptions extends TestRegistryOptions {
  /** The page's bootstrap; a guest on the default test site by default. */
  bootstrap?: ClientBootstrap;
  /** The address the page is at; "/" by default. */
  url?: string;
  /** By default a `testApi()` that answers every request 404, so no test reaches the network. */
  apiClient?: ApiClient;
}

/**
 * Renders `ui` (by default the whole app: title bar and routed page) inside the real AppRoot with
 * a real registry, in a memory router at `options.url`. The current address is shown in a hidden
 * `data-testid="location"` element, outside the render's container, so tests can see where a link
 * or a navigation went.
 */
export function renderWithApp(ui: ReactNode | undefined, options: RenderWithAppOptions = {}): RenderResult & { registry: AddonRegistry } {
  const registry = testRegistry(options);
  const result = render(
    <MemoryRouter initialEntries={[options.url ?? "/"]}>
      <AppRoot
        registry={registry}
        bootstrap={options.bootstrap ?? guestBootstrap()}
        queryClient={createQueryClient()}
        apiClient={options.apiClient ?? testApi().client}
      >
        {ui}
      </AppRoot>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...result, registry };
}

function LocationProbe(): ReactNode {
  const { pathname, search, hash } = useLocation();
  // A portal to <body>: assertions on the render's container see only what the app rendered.
  return createPortal(
    <span data-testid="location" hidden>
      {`${pathname}${search}${hash}`}
    </span>,
    document.body,
  );
}
