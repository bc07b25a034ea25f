import { sql, type Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { ServerAddon } from "./defineServerAddon";

/**
 * The installed add-ons and which of them are enabled. The flags live in the `addons` table and
 * are read from memory on every request (a disabled add-on's routes answer 404 with no restart);
 * they are re-read in the background after `maxAgeMs` so other processes' toggles arrive too.
 */
export class AddonRegistry {
  private enabledKeys = new Set<string>();
  private enabledList: readonly ServerAddon[] = [];
  private loadedAt = 0;
  private refreshing = false;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly db: Kysely<CoreTables>,
    readonly installed: readonly ServerAddon[],
    private readonly maxAgeMs = 30_000,
    private readonly onBackgroundError: (error: unknown) => void = () => {},
  ) {
    const keys = new Set<string>();
    for (const addon of installed) {
      if (keys.has(addon.key)) throw new Error(`Two add-ons share the key "${addon.key}".`);
      keys.add(addon.key);
    }
  }

  /** Reads the enabled flags. An add-on with no row yet (migrations not run) counts as enabled. */
  async load(): Promise<void> {
    const rows = await this.db.selectFrom("addons").select(["key", "enabled"]).execute();
    const disabled = new Set(rows.filter((r) => !r.enabled).map((r) => r.key));
    this.apply((addon) => addon.alwaysOn === true || !disabled.has(addon.key));
  }

  isEnabled(key: string): boolean {
    this.refreshIfStale();
    return this.enabledKeys.has(key);
  }

  /** The enabled add-ons, in installation order. */
  enabled(): readonly ServerAddon[] {
    this.refreshIfStale();
    return this.enabledList;
  }

  get(key: string): ServerAddon | undefined {
    return this.installed.find((addon) => addon.key === key);
  }

  /** Turns an add-on on or off (refused for always-on ones). */
  async setEnabled(key: string, enabled: boolean): Promise<void> {
    const addon = this.get(key);
    if (!addon) throw new Error(`No add-on "${key}" is installed.`);
    if (addon.alwaysOn && !enabled) throw new Error(`The add-on "${key}" is always on.`);
    await this.db
      .insertInto("addons")
      .values({ key, enabled, version: addon.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ enabled, dateUpdated: sql`now()` }))
      .execute();
    const next = new Set(this.enabledKeys);
    if (enabled) next.add(key);
    else next.delete(key);
    this.apply((a) => next.has(a.key));
  }

  /** Calls `listener` whenever the enabled set changes (permission aliases depend on it). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private apply(isOn: (addon: ServerAddon) => boolean): void {
    const next = this.installed.filter(isOn);
    this.loadedAt = Date.now();
    if (next.length === this.enabledList.length && next.every((addon, i) => addon === this.enabledList[i])) return;
    // A new array only on change: callers may memoize on its identity.
    this.enabledList = next;
    this.enabledKeys = new Set(next.map((a) => a.key));
    for (const listener of this.listeners) listener();
  }

  private refreshIfStale(): void {
    if (this.refreshing || Date.now() - this.loadedAt <= this.maxAgeMs) return;
    this.refreshing = true;
    this.load()
      .catch(this.onBackgroundError)
      .finally(() => {
        this.refreshing = false;
      });
  }
}
