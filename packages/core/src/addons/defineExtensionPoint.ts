/**
 * A typed place where add-ons contribute data to the package that owns it (the forum's post
 * types): the owner publishes the value from its contract, an add-on lists `point.with(value)`
 * in its descriptor's `extend`, and the owner reads `registry.contributions(point)`.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** One contribution, for a descriptor's `extend` list. */
  with(value: T): Contribution<T>;
}

/** A contribution to an extension point, as listed in `AddonDescriptor.extend`. */
export interface Contribution<T> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

/** Declares an extension point; identity is the id, so two copies of the owner's module agree. */
export function defineExtensionPoint<T>(id: string): ExtensionPoint<T> {
  const point: ExtensionPoint<T> = { id, with: (value) => ({ point, value }) };
  return point;
}
