import type { ServerAddon, WidgetHydrator } from "../addons/defineServerAddon";

/**
 * An add-on's catalog entries as `[id, hydrator]` pairs, from either form of `widgets`: the
 * record of hydrators, or the list of `widget.hydrate(fn)` values of shared widget definitions.
 */
export function catalogEntries(addon: Pick<ServerAddon, "widgets">): [string, WidgetHydrator][] {
  const widgets = addon.widgets;
  if (!widgets) return [];
  if (isList(widgets)) {
    return widgets.map((widget) => [
      widget.id,
      // The definition types the props; the layout tree holds them as plain records.
      { component: widget.component, hydrate: widget.hydrate as WidgetHydrator["hydrate"] },
    ]);
  }
  return Object.entries(widgets);
}

function isList(value: NonNullable<ServerAddon["widgets"]>): value is Extract<NonNullable<ServerAddon["widgets"]>, readonly unknown[]> {
  return Array.isArray(value);
}
