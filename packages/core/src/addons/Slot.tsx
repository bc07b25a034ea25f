import type { ReactNode } from "react";
import type { SlotRef } from "./defineSlot";
import { useSlotRenderer } from "./useSlotRenderer";

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
 * (A component rendering many slots can use `useSlotRenderer` instead: the same, without a
 * component per slot.)
 */
export function Slot<Props extends object>({ slot, props, wrap }: SlotProps<Props>): ReactNode {
  return useSlotRenderer()(slot, props, wrap);
}
