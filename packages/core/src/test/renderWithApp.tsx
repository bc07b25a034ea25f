import { render } from "@testing-library/react";
import type { RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { AddonRegistry } from "../addons/AddonRegistry";
import type { AddonDescriptor } from "../addons/defineAddon";
import type { ApiClient } from "../api/createApiClient";
import { AppRoot } from "../app/AppRoot";
import { createQueryClient } from "../query/createQueryClient";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { coreAddon } from "../widgets/coreAddon";
import { testBootstrap } from "./testBootstrap";

export interface RenderWithAppOptions {
  bootstrap?: ClientBootstrap;
  addons?: AddonDescriptor[];
  debug?: boolean;
  url?: string;
  apiClient?: ApiClient;
  /** Use this registry instead of one built from core's widgets and `addons`. */
  registry?: AddonRegistry;
}

/** Renders `ui` inside the real AppRoot (core's widgets plus `addons`) in a memory router. */
export function renderWithApp(ui: ReactNode | undefined, options: RenderWithAppOptions = {}): RenderResult & { registry: AddonRegistry } {
  const registry = options.registry ?? new AddonRegistry([coreAddon, ...(options.addons ?? [])], { debug: options.debug ?? false });
  const result = render(
    <MemoryRouter initialEntries={[options.url ?? "/"]}>
      <AppRoot
        registry={registry}
        bootstrap={options.bootstrap ?? testBootstrap()}
        queryClient={createQueryClient()}
        {...(options.apiClient ? { apiClient: options.apiClient } : {})}
      >
        {ui}
      </AppRoot>
    </MemoryRouter>,
  );
  return { ...result, registry };
}
