import type { ClientWidget, StaticForGuests } from "@quorum/api";
import type { AddonDescriptor, LazyComponent, WidgetDescriptor } from "./defineAddon";

/** The widgets of a descriptor by component name, from either form of `widgets`. */
export function widgetLoaders(widgets: AddonDescriptor["widgets"]): [string, LazyComponent, StaticForGuests | undefined][] {
  if (!widgets) return [];
  if (!Array.isArray(widgets)) {
    return Object.entries(widgets as Readonly<Record<string, WidgetDescriptor>>).map(([name, widget]) => [name, widget.load, widget.staticForGuests]);
  }
  // A definition's component renders its own props; the server hydrates exactly those (`$reactProps`).
  return (widgets as readonly ClientWidget<never>[]).map((widget) => [widget.component, widget.load as LazyComponent, widget.staticForGuests]);
}
