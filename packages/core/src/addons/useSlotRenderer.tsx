import { Suspense } from "react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../layout/ErrorBoundary";
import { WidgetErrorMessage } from "../layout/WidgetErrorMessage";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { AddonContext } from "./AddonContext";
import type { RegisteredSlotItem } from "./AddonRegistry";
import type { SlotRef } from "./defineSlot";
import { useAddonRegistry } from "./useAddonRegistry";

/** Renders a slot's items for its props, optionally wrapped; nothing for an empty slot (see `Slot`). */
export type SlotRenderer = <Props extends object>(slot: SlotRef<Props>, props: Props, wrap?: (items: ReactNode) => ReactNode) => ReactNode;

/**
 * What `Slot` renders, without a component of its own per slot: a component that offers slots
 * many times over (a thread: two under every comment) asks for the renderer once and calls it
 * for each. The items, their boundaries and contexts are exactly `Slot`'s, which uses it too;
 * an empty slot, the usual case, then costs the server render nothing at all.
 */
export function useSlotRenderer(): SlotRenderer {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  return (slot, props, wrap) => {
    // No array is made for an empty slot.
    let rendered: ReactNode[] | undefined;
    for (const item of registry.slot(slot)) {
      if ((item.permission && !can(item.permission)) || !applies(item, props)) continue;
      const Item = item.module.component;
      (rendered ??= []).push(
        <AddonContext.Provider key={item.id} value={item.context}>
          {/* No skeleton: a slot item is small and sits inside someone else's layout. */}
          <ErrorBoundary fallback={showError}>
            <Suspense fallback={null}>
              <Item {...(props as Record<string, unknown>)} />
            </Suspense>
          </ErrorBoundary>
        </AddonContext.Provider>,
      );
    }
    if (!rendered) return null;
    return wrap ? wrap(rendered) : rendered;
  };
}

function showError(error: unknown): ReactNode {
  return <WidgetErrorMessage error={error} />;
}

/** The item's `when` test; one that throws counts as false, so a faulty add-on hides only its own item. */
function applies(item: RegisteredSlotItem, props: object): boolean {
  if (!item.when) return true;
  try {
    return item.when(props);
  } catch (error) {
    console.error(`The slot item "${item.id}" of "${item.addonKey}" failed to decide whether it applies`, error);
    return false;
  }
}
