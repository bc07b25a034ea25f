import type { PermissionsPayload } from "./entities/Permissions";

/** How a check treats global grants and per-resource grants (spec §6). */
export type PermissionMode = "global" | "resource" | "globalOrResource" | "resourceIfJunction";

export interface PermissionCheckOptions {
  resourceType?: string;
  resourceID?: number | null;
  mode?: PermissionMode;
  /** Per-record overrides: a boolean here wins over whatever the user holds. */
  overrides?: Record<string, boolean> | null;
}

/**
 * The permission engine of spec §6, shared by server (enforcement) and client (display).
 * Passes when any of the names passes. An absent payload (not loaded yet) never passes.
 */
export function hasPermission(
  payload: PermissionsPayload | null | undefined,
  names: string | readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  if (!payload) return false;
  const list = typeof names === "string" ? [names] : names;
  return list.some((name) => checkOne(payload, name, options));
}

function checkOne(payload: PermissionsPayload, name: string, options: PermissionCheckOptions): boolean {
  const override = options.overrides?.[name];
  if (override !== undefined) return override;
  if (payload.isAdmin) return true;

  const global = grantsOf(payload, "global", undefined);
  if (global["system.only"]) return true;

  const { resourceType } = options;
  const hasResource = resourceType !== undefined && options.resourceID !== undefined && options.resourceID !== null;
  if (!resourceType || !hasResource) return global[name] === true;

  const id = resolveAlias(payload, resourceType, options.resourceID as number);
  const resource = grantsOf(payload, resourceType, id);
  const mode = options.mode ?? "resourceIfJunction";
  switch (mode) {
    case "global":
      return global[name] === true;
    case "resource":
      return resource[name] === true;
    case "globalOrResource":
      return global[name] === true || resource[name] === true;
    case "resourceIfJunction": {
      // A resource outside the junction list (or a type with no list) follows the global grants.
      const junction = payload.junctions?.[resourceType] ?? [];
      return junction.includes(id) ? resource[name] === true : global[name] === true;
    }
  }
}

function resolveAlias(payload: PermissionsPayload, type: string, id: number): number {
  return payload.junctionAliases?.[type]?.[String(id)] ?? id;
}

function grantsOf(payload: PermissionsPayload, type: string, id: number | undefined): Record<string, boolean> {
  const found = payload.permissions.find((p) => p.type === type && (type === "global" || p.id === id));
  return found?.permissions ?? {};
}
