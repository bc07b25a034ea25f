import type { Kysely } from "kysely";
import type { ServerAddon } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";

/** Every role's grants, indexed for building payloads without another query. */
export interface GrantIndex {
  /** Role ids by role type ("guest", "member", ...). */
  rolesByType: ReadonlyMap<string, readonly number[]>;
  /** roleID -> granted global permission names. */
  global: ReadonlyMap<number, ReadonlySet<string>>;
  /** resourceType -> resourceID -> roleID -> granted permission names. */
  resources: ReadonlyMap<string, ReadonlyMap<number, ReadonlyMap<number, ReadonlySet<string>>>>;
  /**
   * Resources with their own permissions: every id with any row for any role, granted or not.
   * A resource listed here ignores global grants, so a role with no rows on it holds nothing there.
   */
  junctions: Readonly<Record<string, readonly number[]>>;
  junctionAliases: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Reads all grants and the add-ons' resource aliases (a handful of rows per role and resource). */
export async function loadGrantIndex(db: Kysely<CoreTables>, addons: readonly ServerAddon[]): Promise<GrantIndex> {
  const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
  const rows = await db.selectFrom("rolePermissions").select(["roleID", "resourceType", "resourceID", "permission", "granted"]).execute();
  const aliasMaps = [];
  for (const addon of addons) if (addon.resourceAliases) aliasMaps.push(await addon.resourceAliases(db));

  const rolesByType = new Map<string, number[]>();
  for (const role of roles) rolesByType.set(role.type, [...(rolesByType.get(role.type) ?? []), role.roleID]);

  const global = new Map<number, Set<string>>();
  const resources = new Map<string, Map<number, Map<number, Set<string>>>>();
  for (const row of rows) {
    if (row.resourceType === "global") {
      if (row.granted) setOf(global, row.roleID).add(row.permission);
      continue;
    }
    const byID = mapOf(resources, row.resourceType);
    const byRole = mapOf(byID, row.resourceID);
    const granted = setOf(byRole, row.roleID);
    if (row.granted) granted.add(row.permission);
  }

  const junctions: Record<string, number[]> = {};
  for (const [type, byID] of resources) junctions[type] = [...byID.keys()].sort((a, b) => a - b);

  const junctionAliases: Record<string, Record<string, number>> = {};
  for (const map of aliasMaps) {
    for (const [type, aliases] of Object.entries(map)) {
      for (const [id, target] of Object.entries(aliases)) {
        if (String(target) === id) continue;
        (junctionAliases[type] ??= {})[id] = target;
      }
    }
  }
  return { rolesByType, global, resources, junctions, junctionAliases };
}

function mapOf<K, V extends Map<unknown, unknown>>(map: Map<K, V>, key: K): V {
  let value = map.get(key);
  if (!value) {
    value = new Map() as V;
    map.set(key, value);
  }
  return value;
}

function setOf<K>(map: Map<K, Set<string>>, key: K): Set<string> {
  let value = map.get(key);
  if (!value) {
    value = new Set();
    map.set(key, value);
  }
  return value;
}
