import { renderRoute as renderAppRoute } from "@quorum/core/testing";
import type { RenderWithAppOptions } from "@quorum/core/testing";
import type { RenderResult } from "@testing-library/react";
import dashboard from "../index";

/** Renders the whole app at `url` with the dashboard registered, as the site registers it. */
export function renderRoute(url: string, options: Omit<RenderWithAppOptions, "url"> = {}): Promise<RenderResult> {
  return renderAppRoute(url, { addons: [dashboard], ...options });
}
