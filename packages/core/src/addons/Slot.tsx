import { Suspense } from "react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../layout/ErrorBoundary";
import { WidgetErrorMessage } from "../layout/WidgetErrorMessage";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { AddonContext } from "./AddonContext";
import type { RegisteredSlotItem } from "./AddonRegistry";
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
 * context, so one failing item never breaks the component that offers the slot. Items whose
 * permission the user lacks, or whose `when` answers false for these props, render nothing at all.
 */
export function Slot<Props extends object>({ slot, props, wrap }: SlotProps<Props>): ReactNode {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  // A thread renders its comments' slots once per comment: no array is made for an empty slot.
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
