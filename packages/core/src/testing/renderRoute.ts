import type { RenderResult } from "@testing-library/react";
import { preloadRoute } from "../app/preloadRoute";
import { createQueryClient } from "../query/createQueryClient";
import { renderWithApp } from "./renderWithApp";
import type { RenderWithAppOptions } from "./renderWithApp";
import { testRegistry } from "./testRegistry";

/** Renders the whole app (title bar and routed page) at `url`, its page's chunks loaded first. */
export async function renderRoute(url: string, options: Omit<RenderWithAppOptions, "url"> = {}): Promise<RenderResult> {
  const registry = testRegistry(options);
  await preloadRoute(url, registry, createQueryClient());
  return renderWithApp(undefined, { ...options, url, registry });
}
