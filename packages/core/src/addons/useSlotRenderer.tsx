import { Fragment, useContext, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { LazyBoundary } from "../early/LazyBoundary";
import { ErrorBoundary } from "../layout/ErrorBoundary";
import { WidgetErrorMessage } from "../layout/WidgetErrorMessage";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { AddonContext } from "./AddonContext";
import type { RegisteredSlotItem } from "./AddonRegistry";
import type { SlotRef } from "./defineSlot";
import { RenderedAddonsContext } from "./RenderedAddonsContext";
import { StandInSlotLoader } from "./StandInSlotLoader";
import { useAddonRegistry } from "./useAddonRegistry";

/** Renders a slot's items for its props, optionally wrapped; nothing for an empty slot (see `Slot`). */
export type SlotRenderer = <Props extends object>(slot: SlotRef<Props>, props: Props, wrap?: (items: ReactNode) => ReactNode) => ReactNode;

/**
 * What `Slot` renders, without a component of its own per slot: a component that offers slots
 * many times over (a thread: two under every comment) asks for the renderer once and calls it
 * for each. The items, their boundaries and contexts are exactly `Slot`'s, which uses it too;
 * an empty slot, the usual case, then costs the server render nothing at all.
 *
 * An item of an add-on the page has not loaded (a stand-in: docs/page-flow.md §4) renders a
 * `StandInSlotLoader`, which shows nothing and has the descriptor imported when the slot is shown
 * after hydration; once it is, the slot renders again with the real item.
 */
export function useSlotRenderer(): SlotRenderer {
  const registry = useAddonRegistry();
  const can = usePermissionCheck();
  const renderedAddons = useContext(RenderedAddonsContext);
  // Renders again when a stand-in item has loaded (the version never changes on the server).
  useSyncExternalStore(registry.subscribeToStandIns, registry.standInVersion, registry.standInVersion);
  return (slot, props, wrap) => {
    // No array is made for an empty slot.
    let rendered: ReactNode[] | undefined;
    let loaders: ReactNode[] | undefined;
    for (const item of registry.slot(slot)) {
      if (item.permission && !can(item.permission)) continue;
      if (item.standIn && !item.standIn.isLoaded) {
        (loaders ??= []).push(<StandInSlotLoader key={item.id} registry={registry} item={item} props={props} />);
        continue;
      }
      if (!applies(item, props)) continue;
      renderedAddons?.add(item.addonKey);
      const Item = item.module.component;
      (rendered ??= []).push(
        <AddonContext.Provider key={item.id} value={item.context}>
          {/* No skeleton: a slot item is small and sits inside someone else's layout. */}
          <ErrorBoundary fallback={showError}>
            <LazyBoundary>
              <Item {...(props as Record<string, unknown>)} />
            </LazyBoundary>
          </ErrorBoundary>
        </AddonContext.Provider>,
      );
    }
    // The loaders render nothing, outside `wrap`: a slot with only those shows no wrapper either.
    // The items keep one keyed place whether loaders follow or not, so none remounts when they go.
    if (!rendered) return loaders ?? null;
    const items = <Fragment key="items">{wrap ? wrap(rendered) : rendered}</Fragment>;
    return loaders ? [items, ...loaders] : [items];
  };
}

function showError(error: unknown): ReactNode {
  return <WidgetErrorMessage error={error} />;
}

/** The item's `when` test; one that throws counts as false, so a faulty add-on hides only its own item. */
function applies(item: RegisteredSlotItem, props: object): boolean {
  const when = item.standIn ? item.standIn.when : item.when;
  if (!when) return true;
  try {
    return when(props);
  } catch (error) {
    console.error(`The slot item "${item.id}" of "${item.addonKey}" failed to decide whether it applies`, error);
    return false;
  }
}
