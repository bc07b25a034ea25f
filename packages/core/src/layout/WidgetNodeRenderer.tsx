import { memo } from "react";
import type { ReactNode } from "react";
import type { WidgetNode } from "@quorum/api";
import { AddonContext } from "../addons/AddonContext";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { HydrateOnInteraction } from "../early/HydrateOnInteraction";
import { useCurrentUser } from "../site/useCurrentUser";
import * as visibility from "./visibility.css";
import { WidgetBoundary } from "./WidgetBoundary";
import { UnknownWidget } from "./UnknownWidget";

const warned = new Set<string>();

/**
 * Renders one hydrated widget: its registered component with `$reactProps`, inside its own
 * boundary, shown only on the devices its visibility middleware names. A widget whose guest view
 * is static stays the server's HTML on a guest's page until the first interaction
 * (`HydrateOnInteraction`).
 */
export const WidgetNodeRenderer = memo(function WidgetNodeRenderer({ node }: { node: WidgetNode }): ReactNode {
  const registry = useAddonRegistry();
  const guest = useCurrentUser().userID <= 0;
  const Widget = registry.getWidget(node.$reactComponent);
  if (!Widget) {
    if (!warned.has(node.$reactComponent)) {
      warned.add(node.$reactComponent);
      console.warn(`Unknown widget "${node.$reactComponent}": no enabled add-on registers it.`);
    }
    return registry.debug ? <UnknownWidget name={node.$reactComponent} /> : null;
  }
  const rendered = (
    <AddonContext.Provider value={registry.widgetContext(node.$reactComponent)}>
      <WidgetBoundary>
        {guest && registry.mayBeStaticForGuests(node.$reactComponent) ? (
          // Only the browser's first hydration waits, at an address the widget's rule allows.
          <HydrateOnInteraction dormant={typeof window !== "undefined" && registry.isStaticForGuests(node.$reactComponent, window.location)}>
            <Widget {...node.$reactProps} />
          </HydrateOnInteraction>
        ) : (
          <Widget {...node.$reactProps} />
        )}
      </WidgetBoundary>
    </AddonContext.Provider>
  );
  const device = node.$middleware?.visibility?.device;
  if (device === "mobile") return <div className={visibility.mobileOnly}>{rendered}</div>;
  if (device === "desktop") return <div className={visibility.desktopOnly}>{rendered}</div>;
  return rendered;
});
