import { Suspense } from "react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../layout/ErrorBoundary";
import { WidgetErrorMessage } from "../layout/WidgetErrorMessage";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { AddonContext } from "./AddonContext";
import type { SlotRef } from "./defineSlot";
import { useAddonRegistry } from "./useAddonRegistry";

export interface SlotProps<Props extends object> {
  slot: SlotRef<Props>;
  props: Props;
  /** Wraps the items when there are any (a list, a toolbar); nothing renders for an empty slot. */
  wrap?: (items: ReactNode) => ReactNode;
}

/**
 * Renders what enabled add-ons put into a slot, in order, each in its own boundary and add-on
 * context, so one failing item never breaks the component that offers the slot.
 */
export function Slot<Props extends object>({ slot, props, wrap }: SlotProps<Props>): ReactNode {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const items = registry.slot(slot).filter((item) => !item.permission || can(item.permission));
  if (!items.length) return null;
  const rendered = items.map((item) => {
    const Item = item.module.component;
    return (
      <AddonContext.Provider key={item.id} value={{ key: item.addonKey }}>
        {/* No skeleton: a slot item is small and sits inside someone else's layout. */}
        <ErrorBoundary fallback={(error) => <WidgetErrorMessage error={error} />}>
          <Suspense fallback={null}>
            <Item {...(props as Record<string, unknown>)} />
          </Suspense>
        </ErrorBoundary>
      </AddonContext.Provider>
    );
  });
  return wrap ? wrap(rendered) : rendered;
}
