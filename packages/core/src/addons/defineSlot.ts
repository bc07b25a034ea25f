import type { ComponentType } from "react";

/**
 * A named place in another package's UI where add-ons put components (a label beside a
 * discussion's title, a button under a comment). The ref is a value, not a string, so a typo is a
 * compile error and the props each item receives are typed by the slot.
 */
export interface SlotRef<Props extends object> {
  readonly id: string;
  /** Carries the props type only; never set. */
  readonly props?: Props;
}

/** Declares a slot. Core declares the shared ones (`slots/`); an add-on may declare its own. */
export function defineSlot<Props extends object>(id: string): SlotRef<Props> {
  return { id };
}

/** One add-on component contributed to a slot. */
export interface SlotItem {
  slot: string;
  /** Unique within the slot; a later add-on's item with the same id replaces an earlier one. */
  id: string;
  /** Lower comes first. */
  order: number;
  load: () => PromiseLike<{ default: ComponentType<never> }>;
  /** Shown only to users holding this permission. */
  permission?: string;
}

/** A slot item, type-checked against the slot's props. */
export function slotItem<Props extends object>(
  slot: SlotRef<Props>,
  item: { id: string; order: number; load: () => PromiseLike<{ default: ComponentType<Props> }>; permission?: string },
): SlotItem {
  // The slot's props type was checked above; the registry stores items of every slot alike.
  return { ...item, slot: slot.id } as SlotItem;
}
