import type { LayoutResponse, WidgetNode } from "@quorum/api";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { widgetNodes } from "./widgetNodes";

/**
 * Loads the chunks of every widget of a layout (nested section children and the title bar too),
 * so hydration or the server render finds them in memory and never suspends. Never rejects: a
 * widget that fails to load shows its error when rendered.
 */
export async function preloadLayoutWidgets(
  layout: LayoutResponse | readonly WidgetNode[] | null | undefined,
  registry: AddonRegistry,
  /** Widgets left out (they hydrate later, loading their own chunks: see `preloadRoute`). */
  skip?: (name: string) => boolean,
  /** Told every widget name of the layout, left out or not (the server render notes their add-ons). */
  seen?: (name: string) => void,
): Promise<void> {
  if (!layout) return;
  const roots: readonly WidgetNode[] = Array.isArray(layout) ? layout : [...(layout as LayoutResponse).layout, (layout as LayoutResponse).titleBar];
  const names = new Set<string>();
  collect(roots, names);
  if (seen) for (const name of names) seen(name);
  await Promise.all([...names].filter((name) => !skip?.(name)).map((name) => registry.loadWidget(name)));
}

/** Walks only props that hold nodes (not data), so a long discussion list costs nothing. */
function collect(nodes: readonly WidgetNode[], names: Set<string>): void {
  for (const node of nodes) {
    if (!node) continue;
    names.add(node.$reactComponent);
    for (const value of Object.values(node.$reactProps ?? {})) {
      const children = widgetNodes(value);
      if (children.length) collect(children, names);
    }
  }
}
