import type { SlotItem } from "./defineSlot";

/**
 * The part of a slot item a page did not load (docs/page-flow.md §4): its add-on's descriptor was
 * sent as a manifest, so whether the item applies (`when`) is unknown until the descriptor is
 * imported. `lazyAddon` makes one per manifest slot item; the registry keeps it beside the item.
 */
export class StandInSlotItem {
  /** The real item's `when` once loaded; null when it has none (it applies everywhere). */
  private test: ((props: object) => boolean) | null | undefined;
  private pending: Promise<void> | undefined;

  constructor(
    /** Imports the add-on's descriptor and finds the real item in it. */
    private readonly resolve: () => PromiseLike<SlotItem | undefined>,
    private readonly name: string,
  ) {}

  /** True once the real item (its `when`) is known. */
  get isLoaded(): boolean {
    return this.test !== undefined;
  }

  /** The real item's `when`, once loaded. */
  get when(): ((props: object) => boolean) | undefined {
    return this.test ?? undefined;
  }

  /** Imports the descriptor (once); a failure is forgotten so a later render may try again. */
  load(): Promise<void> {
    if (this.isLoaded) return Promise.resolve();
    this.pending ??= Promise.resolve(this.resolve()).then(
      (item) => {
        if (!item) throw new Error(`There was a problem loading "${this.name}"`);
        // Typed by the slot's props when declared (`slotItem`); the registry holds every slot's items alike.
        this.test = item.when ? (item.when as (props: object) => boolean) : null;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}

// A stand-in's items are ordinary `SlotItem`s (the descriptor type is unchanged); this side table
// tells the registry which ones stand in.
const standIns = new WeakMap<SlotItem, StandInSlotItem>();

/** Marks a stand-in descriptor's slot item (see `lazyAddon`). */
export function markStandIn(item: SlotItem, standIn: StandInSlotItem): SlotItem {
  standIns.set(item, standIn);
  return item;
}

/** The stand-in part of a slot item, or undefined for an item of a loaded descriptor. */
export function standInOf(item: SlotItem): StandInSlotItem | undefined {
  return standIns.get(item);
}
