import type { PermissionsPayload } from "@quorum/api";
import type { Kysely } from "kysely";
import type { ServerAddon } from "../addons/defineServerAddon";
import { RefreshingCache } from "../cache/RefreshingCache";
import type { CoreTables } from "../db/CoreTables";
import { buildPermissions, type PermissionSubject } from "./buildPermissions";
import { loadGrantIndex, type GrantIndex } from "./loadGrantIndex";
import { permissionHooks, type PermissionRefiner } from "./permissionHooks";

/**
 * Permissions payloads from memory: the grant index is loaded once (re-read after `maxAgeMs` in
 * the background) and one frozen payload is kept per combination of roles, so resolving a
 * viewer's permissions costs no query. Call `invalidate()` after changing grants, roles or
 * anything an add-on's `resourceAliases` reads (categories moved, permissions customised).
 */
export class PermissionCache {
  private readonly index: RefreshingCache<GrantIndex>;
  private payloads = new Map<string, PermissionsPayload>();
  private payloadsFor: GrantIndex | null = null;

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly enabledAddons: () => readonly ServerAddon[],
    maxAgeMs = 30_000,
    onBackgroundError?: (error: unknown) => void,
  ) {
    this.index = new RefreshingCache(() => loadGrantIndex(db, enabledAddons()), maxAgeMs, onBackgroundError);
  }

  /** The payload of a signed-in user (or of a guest for userID 0). Shared and frozen: do not mutate. */
  async forUser(subject: PermissionSubject): Promise<PermissionsPayload> {
    const index = await this.index.get();
    if (index !== this.payloadsFor) {
      this.payloads = new Map();
      this.payloadsFor = index;
    }
    const key = `${subject.userID === 0 ? "guest" : "user"}|${subject.isAdmin ? 1 : 0}|${[...subject.roleIDs].sort((a, b) => a - b).join(",")}`;
    let payload = this.payloads.get(key);
    if (!payload) {
      payload = deepFreeze(buildPermissions(index, subject));
      this.payloads.set(key, payload);
    }
    return payload;
  }

  forGuest(): Promise<PermissionsPayload> {
    return this.forUser({ userID: 0, isAdmin: false, roleIDs: [] });
  }

  /**
   * What this person holds as a viewer: the payload of their roles, refined by the enabled
   * add-ons' `permissionHooks.refine` (grants one member holds alone). For requests and
   * notification recipients; `forUser` stays the payload of the role set.
   */
  async forViewer(subject: PermissionSubject): Promise<PermissionsPayload> {
    return this.refine(await this.forUser(subject), subject.userID);
  }

  /** A payload refined for one person by the enabled add-ons' `permissionHooks.refine`. */
  async refine(permissions: PermissionsPayload, userID: number): Promise<PermissionsPayload> {
    let payload = permissions;
    for (const addon of this.enabledAddons())
      for (const entry of addon.extend ?? []) {
        // Entries are made by `hook.with`, so an entry with this id holds a refiner.
        if (entry.hook.id === permissionHooks.refine.id) payload = await (entry.value as PermissionRefiner)(payload, userID, this.db);
      }
    return payload;
  }

  /** Role ids of a role type ("member" for registration). */
  async rolesOfType(type: string): Promise<readonly number[]> {
    return (await this.index.get()).rolesByType.get(type) ?? [];
  }

  invalidate(): void {
    this.index.invalidate();
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
