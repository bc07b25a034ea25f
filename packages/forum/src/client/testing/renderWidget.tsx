import { AddonRegistry, AppRoot, AppShell, WidgetNodeRenderer, coreAddon, createQueryClient, preloadRoute, useLocation } from "@quorum/core";
import type { ApiClient, ClientBootstrap } from "@quorum/core";
import { cleanup, render } from "@testing-library/react";
import type { RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach } from "vitest";
import forum from "../index";
import { testApi } from "./testApi";
import { testBootstrap } from "./testSite";

// Unmount between tests: testing-library does so by itself only with vitest globals, off here.
afterEach(cleanup);

export interface RenderWidgetOptions {
  bootstrap?: ClientBootstrap;
  /** The address the page is at. */
  url?: string;
  apiClient?: ApiClient;
}

/**
 * Renders a layout node as the site would: inside core's AppRoot with the real registry of core
 * and the forum, in a memory router. The widget's chunk is loaded through its descriptor first,
 * as the browser does before hydrating. The current address is shown in a
 * `data-testid="location"` element so tests can see where a link or a navigation went.
 */
export async function renderWidget(component: string, props: Record<string, unknown>, options: RenderWidgetOptions = {}): Promise<RenderResult> {
  const registry = new AddonRegistry([coreAddon, forum]);
  if (!registry.hasWidget(component)) throw new Error(`The forum registers no widget "${component}".`);
  await registry.loadWidget(component);
  return renderInApp(<WidgetNodeRenderer node={{ $reactComponent: component, $reactProps: props }} />, { ...options, registry });
}

/** Renders the whole app (title bar and routed page) at `url`, its page's chunks loaded first. */
export async function renderRoute(url: string, options: Omit<RenderWidgetOptions, "url"> = {}): Promise<RenderResult> {
  const registry = new AddonRegistry([coreAddon, forum]);
  await preloadRoute(url, registry, createQueryClient());
  return renderInApp(<AppShell />, { ...options, url, registry });
}

/** Renders any element inside the app. */
export function renderInApp(ui: ReactNode, options: RenderWidgetOptions & { registry?: AddonRegistry } = {}): RenderResult {
  const registry = options.registry ?? new AddonRegistry([coreAddon, forum]);
  return render(
    <MemoryRouter initialEntries={[options.url ?? "/"]}>
      <AppRoot
        registry={registry}
        bootstrap={options.bootstrap ?? testBootstrap()}
        queryClient={createQueryClient()}
        apiClient={options.apiClient ?? testApi().client}
      >
        {ui}
        <LocationProbe />
      </AppRoot>
    </MemoryRouter>,
  );
}

function LocationProbe(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <span data-testid="location" hidden>{`${pathname}${search}${hash}`}</span>;
}
