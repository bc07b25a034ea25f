import type { PermissionsPayload } from "@quorum/api";

/** The hidden categories each derived payload was granted. */
const granted = new WeakMap<PermissionsPayload, ReadonlySet<number>>();
/** Derived payloads already made, per base payload and grant, so identity holds across requests. */
const derived = new WeakMap<PermissionsPayload, Map<string, PermissionsPayload>>();
/**
 * How many grants are remembered per base payload. Base payloads (one per role set) live as long
 * as the process, and each member of a different set of groups makes a grant of their own: without
 * a bound the map would grow with the members who ever visited. A forgotten grant is only made
 * again (a cache keyed on it misses once).
 */
export const REMEMBERED_GRANTS = 512;

/**
 * The seam through which an add-on opens hidden categories to one viewer (a group's members its
 * group's category): a payload like `permissions` whose viewer also sees these hidden categories
 * and their posts, in every read path that asks `viewableCategories`. Meant for a
 * `permissionHooks.refine` of @quorum/server. The same inputs give the same object (caches keyed
 * on payloads keep working); no ids give `permissions` itself.
 */
export function grantCategories(permissions: PermissionsPayload, categoryIDs: readonly number[]): PermissionsPayload {
  const base = permissions;
  const ids = new Set([...(granted.get(base) ?? []), ...categoryIDs]);
  if (ids.size === (granted.get(base)?.size ?? 0)) return base;
  const key = [...ids].sort((a, b) => a - b).join(",");
  let byKey = derived.get(base);
  if (!byKey) {
    byKey = new Map();
    derived.set(base, byKey);
  }
  let payload = byKey.get(key);
  if (payload) {
    // Most recently used last: the first key is the one to forget.
    byKey.delete(key);
  } else {
    payload = Object.freeze({ ...base });
    granted.set(payload, ids);
    if (byKey.size >= REMEMBERED_GRANTS) byKey.delete(byKey.keys().next().value as string);
  }
  byKey.set(key, payload);
  return payload;
}

/** The hidden categories a payload was granted (none for a payload straight from the roles). */
export function grantedCategories(permissions: PermissionsPayload): ReadonlySet<number> {
  return granted.get(permissions) ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
