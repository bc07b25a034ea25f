/**
 * A typed reference to a layout and its named insertion points, published by the package that
 * owns the layout (the forum's `forumLayouts.home` with `main` and `secondary`), so a placement
 * naming a layout or point that does not exist fails to compile (docs/addons.md, "Placements").
 */
export interface LayoutRef<Point extends string = string> {
  /** The view type whose layout this is (a key of the owner's `layouts`). */
  readonly id: string;
  readonly points: readonly Point[];
}

/** Declares a layout's insertion points; put `layoutPoint(name)` nodes where they go in its tree. */
export function defineLayout<const Point extends string>(id: string, points: readonly Point[]): LayoutRef<Point> {
  return { id, points };
}

/** Where a layout's placements go: `{ $point: "secondary" }` in a column of its tree. */
export interface LayoutPointNode {
  $point: string;
}

/** The node marking an insertion point in a layout tree; the placements at it are hydrated in its place. */
export function layoutPoint<Point extends string>(layout: LayoutRef<Point>, point: Point): LayoutPointNode {
  return { $point: point };
}
