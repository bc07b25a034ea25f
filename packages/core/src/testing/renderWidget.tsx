import type { RenderResult } from "@testing-library/react";
import { WidgetNodeRenderer } from "../layout/WidgetNodeRenderer";
import { renderWithApp } from "./renderWithApp";
import type { RenderWithAppOptions } from "./renderWithApp";
import { testRegistry } from "./testRegistry";

/**
 * Renders a layout node as a page would: its widget's chunk is loaded through the registry first
 * (as the browser does before hydrating), then the node goes through `WidgetNodeRenderer` inside
 * `renderWithApp`. Fails when no registered add-on provides `component`.
 */
export async function renderWidget(component: string, props: Record<string, unknown>, options: RenderWithAppOptions = {}): Promise<RenderResult> {
  const registry = testRegistry(options);
  if (!registry.hasWidget(component)) throw new Error(`No registered add-on provides the widget "${component}".`);
  await registry.loadWidget(component);
  return renderWithApp(<WidgetNodeRenderer node={{ $reactComponent: component, $reactProps: props }} />, { ...options, registry });
}
