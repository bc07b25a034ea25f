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
  /** Rendered only when this answers true for the slot's props (see `slotItem`). */
  when?: (props: never) => boolean;
}

/**
 * A slot item, type-checked against the slot's props.
 *
 * `when`: a quick test of the slot's props (no hooks, nothing loaded), for an item that concerns
 * few of the records its slot is offered for, such as Q&A's items under comments, which concern
 * only the answers of questions. Where it answers false the item costs nothing: the slot renders
 * no boundary and no component for it (a thread renders each comment's slots). Without it the
 * item renders everywhere and returns null itself where it has nothing to show.
 */
export function slotItem<Props extends object>(
  slot: SlotRef<Props>,
  item: {
    id: string;
    order: number;
    load: () => PromiseLike<{ default: ComponentType<Props> }>;
    permission?: string;
    when?: (props: Props) => boolean;
  },
): SlotItem {
  // The slot's props type was checked above; the registry stores items of every slot alike.
  return { ...item, slot: slot.id } as SlotItem;
}
