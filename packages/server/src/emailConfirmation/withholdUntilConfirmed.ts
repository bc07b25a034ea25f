import type { PermissionsPayload } from "@quorum/api";

/** Payloads made by `withholdUntilConfirmed` that lack a permission the member would otherwise hold. */
const withheld = new WeakSet<PermissionsPayload>();
/** One derived payload per cached payload and list of names, so requests share it as they share the original. */
const derived = new WeakMap<PermissionsPayload, { names: string; payload: PermissionsPayload }>();

/**
 * The permissions of a member whose email is not confirmed while the site requires confirmation
 * (spec §5): `names` (the `registration.withheldUntilConfirmed` setting) are false everywhere, so
 * every check of the shared engine refuses them on the server and the client hides what they gate.
 */
export function withholdUntilConfirmed(payload: PermissionsPayload, names: readonly string[]): PermissionsPayload {
  const key = names.join("\n");
  const known = derived.get(payload);
  if (known?.names === key) return known.payload;
  let changed = false;
  const permissions = payload.permissions.map((fragment) => {
    const copy = { ...fragment.permissions };
    for (const name of names) {
      if (copy[name] === true) changed = true;
      if (name in copy) copy[name] = false;
    }
    return { ...fragment, permissions: copy };
  });
  const result: PermissionsPayload = { ...payload, permissions };
  Object.freeze(result);
  if (changed) withheld.add(result);
  derived.set(payload, { names: key, payload: result });
  return result;
}

/** Whether a viewer's payload lacks something only because their email is not confirmed. */
export function isWithheldUntilConfirmed(payload: PermissionsPayload | undefined): boolean {
  return payload !== undefined && withheld.has(payload);
}
