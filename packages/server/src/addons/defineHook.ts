/**
 * A named extension point published by the package that owns it (the forum's `discussionSerialize`,
 * its post types). `T` is what an add-on contributes there: a function for a hook the owner calls,
 * or a plain value it reads (a post type). The id is for messages and debugging; identity is the
 * id, so two copies of one owner's contract module still name the same point.
 */
export interface HookRef<T> {
  readonly id: string;
  /** One contribution to this point, for an add-on's `extend` list. */
  with(value: T): HookEntry<T>;
}

/** A contribution to an extension point, as listed in `ServerAddon.extend`. */
export interface HookEntry<T> {
  readonly hook: HookRef<T>;
  readonly value: T;
}

/** Declares an extension point; its owner exports the value and calls `ctx.addons.hooks(ref)`. */
export function defineHook<T>(id: string): HookRef<T> {
  const ref: HookRef<T> = {
    id,
    with: (value) => ({ hook: ref, value }),
  };
  return ref;
}
