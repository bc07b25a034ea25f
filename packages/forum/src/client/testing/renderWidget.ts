import { renderRoute as renderAppRoute, renderWidget as renderAppWidget } from "@quorum/core/testing";
import type { RenderWithAppOptions } from "@quorum/core/testing";
import type { RenderResult } from "@testing-library/react";
import forum from "../index";

// Core's test renderers with the forum registered after core, as the site registers it.

/** Renders one of the forum's layout nodes as a page would (see `renderWidget` of @quorum/core/testing). */
export function renderWidget(component: string, props: Record<string, unknown>, options: RenderWithAppOptions = {}): Promise<RenderResult> {
  return renderAppWidget(component, props, { addons: [forum], ...options });
}

/** Renders the whole app at `url` with the forum's pages and widgets. */
export function renderRoute(url: string, options: Omit<RenderWithAppOptions, "url"> = {}): Promise<RenderResult> {
  return renderAppRoute(url, { addons: [forum], ...options });
}
