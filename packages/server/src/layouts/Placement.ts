import type { LayoutRef } from "./defineLayout";

/** Where a placement goes among the others at its point: before or after another entry's id, or a number (0 unless given). */
export type PlacementOrder = number | `before:${string}` | `after:${string}`;

/**
 * A widget put at a named insertion point of a layout (docs/addons.md, "Placements"): the owner of
 * the layout keys its own entries the same way, so others place relative to them.
 */
export interface Placement<Point extends string = string> {
  layout: LayoutRef<Point>;
  at: Point;
  /** Unique at its point: two add-ons placing the same id at the same point is a conflict. */
  id: string;
  /** The catalog entry it renders (a `defineWidget` value, or any `{ id }` of the catalog). */
  widget: { readonly id: string };
  /** The props its hydrator receives. */
  props?: Readonly<Record<string, unknown>>;
  order?: PlacementOrder;
}

/** Builds a placement with the point checked against the layout's points. */
export function place<Point extends string>(placement: Omit<Placement<Point>, "at"> & { at: NoInfer<Point> }): Placement {
  return placement as Placement;
}
