import { sql, type Kysely } from "kysely";
import { createUser } from "../auth/createUser";
import type { CoreTables } from "../db/CoreTables";
import { peerCaches, type PeerCache } from "../cache/peerCaches";
import { migrateAddon } from "../db/runMigrations";
import { seededRandom } from "../seed/seededRandom";
import { compatibilityProblem } from "./compatibilityProblem";
import type { PostTypeDefinition, ServerAddon, ServerExtensions } from "./defineServerAddon";

/** The config key a demo site (one seeded with demo content at first start) is marked with. */
export const DEMO_SITE_KEY = "site.seeded";

/** Why an add-on could not be switched: the HTTP layer turns these into 404/409 answers. */
export class AddonToggleError extends Error {
  constructor(
    message: string,
    readonly reason: "unknown" | "alwaysOn" | "incompatible",
  ) {
    super(message);
  }
}

type Hook<K extends keyof ServerExtensions> = NonNullable<ServerExtensions[K]>;

/**
 * The installed add-ons and which of them are enabled. The flags live in the `addons` table and
 * are read from memory on every request (a disabled add-on's routes answer 404 with no restart);
 * they are re-read in the background after `maxAgeMs` so other processes' toggles arrive too.
 */
export class AddonRegistry implements PeerCache {
  private enabledKeys = new Set<string>();
  private enabledList: readonly ServerAddon[] = [];
  private loadedAt = 0;
  private refreshing = false;
  /** Counts peers' announcements, so a read that raced one is repeated. */
  private peerChanges = 0;
  private readonly listeners: Array<() => void> = [];
  private readonly problems = new Map<string, string>();
  private hookCache = new Map<string, unknown[]>();
  private postTypeList: readonly PostTypeDefinition[] = [];

  constructor(
    private readonly db: Kysely<CoreTables>,
    readonly installed: readonly ServerAddon[],
    private readonly maxAgeMs = 30_000,
    private readonly onBackgroundError: (error: unknown) => void = () => {},
    /** The password a demo account gets when an add-on's seed creates one after the first start. */
    private readonly demoPasswordFor: (name: string) => string = () => crypto.randomUUID(),
  ) {
    const keys = new Set<string>();
    for (const addon of installed) {
      if (keys.has(addon.key)) throw new Error(`Two add-ons share the key "${addon.key}".`);
      keys.add(addon.key);
      const problem = compatibilityProblem(addon);
      if (problem) this.problems.set(addon.key, problem);
    }
    peerCaches.track(this);
  }

  /**
   * Reads the enabled flags. An add-on with no row yet counts as enabled when it is always on or
   * enabled by default; an add-on made for another core version never counts as enabled.
   */
  async load(): Promise<void> {
    const rows = await this.db.selectFrom("addons").select(["key", "enabled"]).execute();
    const flags = new Map(rows.map((r) => [r.key, r.enabled]));
    this.apply(
      (addon) => !this.problems.has(addon.key) && (addon.alwaysOn === true || (flags.get(addon.key) ?? addon.enabledByDefault === true)),
    );
  }

  /** Why the add-on cannot run on this core (shown to site managers), or undefined. */
  problem(key: string): string | undefined {
    return this.problems.get(key);
  }

  /** The enabled add-ons' hooks for one extension point, in installation order. */
  extensions<K extends keyof ServerExtensions>(name: K): ReadonlyArray<Hook<K>> {
    this.refreshIfStale();
    let hooks = this.hookCache.get(name);
    if (!hooks) {
      hooks = this.enabledList.flatMap((addon) => {
        const hook = addon.extend?.[name];
        return hook ? [hook.bind(addon.extend)] : [];
      });
      this.hookCache.set(name, hooks);
    }
    return hooks as Array<Hook<K>>;
  }

  /** The post types of the enabled add-ons. */
  postTypes(): readonly PostTypeDefinition[] {
    this.refreshIfStale();
    return this.postTypeList;
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

  /**
   * Turns an add-on on or off. Turning one on first brings its schema up to date and, on a demo
   * site, writes its demo content once. Refused (AddonToggleError) for unknown keys, for switching
   * an always-on add-on off, and for add-ons made for another core version.
   */
  async setEnabled(key: string, enabled: boolean): Promise<void> {
    const addon = this.get(key);
    if (!addon) throw new AddonToggleError(`No add-on "${key}" is installed.`, "unknown");
    if (addon.alwaysOn && !enabled) throw new AddonToggleError(`${addon.name} is always on.`, "alwaysOn");
    const problem = this.problems.get(key);
    if (problem && enabled) throw new AddonToggleError(problem, "incompatible");
    if (enabled) {
      await migrateAddon(this.db, addon);
      await this.seedIfDemo(addon);
    }
    await this.db
      .insertInto("addons")
      .values({ key, enabled, version: addon.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ enabled, dateUpdated: sql`now()` }))
      .execute();
    const next = new Set(this.enabledKeys);
    if (enabled) next.add(key);
    else next.delete(key);
    this.apply((a) => next.has(a.key));
    peerCaches.announce();
  }

  /** Another process switched an add-on: re-read the flags now (requests meanwhile see the old ones). */
  dropForPeer(): void {
    this.peerChanges++;
    this.loadedAt = 0;
    this.refreshIfStale();
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
    this.hookCache = new Map();
    this.postTypeList = next.flatMap((a) => a.postTypes ?? []);
    for (const listener of this.listeners) listener();
  }

  private refreshIfStale(): void {
    if (this.refreshing || Date.now() - this.loadedAt <= this.maxAgeMs) return;
    this.refreshing = true;
    const peerChanges = this.peerChanges;
    this.load()
      .catch(this.onBackgroundError)
      .finally(() => {
        this.refreshing = false;
        // A peer's change announced while this read was under way may not be in it: read again.
        if (this.peerChanges !== peerChanges) this.dropForPeer();
      });
  }

  /**
   * Writes the demo content of enabled add-ons that have not written it yet, on a demo site only:
   * an add-on installed after the site's first start brings its demo content at the next start.
   */
  async seedPending(): Promise<void> {
    for (const addon of this.enabledList) await this.seedIfDemo(addon);
  }

  /** Writes the add-on's demo content once, on a demo site only (never into a real community). */
  private async seedIfDemo(addon: ServerAddon): Promise<void> {
    if (!addon.seed) return;
    await this.db.transaction().execute(async (trx) => {
      const demo = await trx.selectFrom("config").select("key").where("key", "=", DEMO_SITE_KEY).executeTakeFirst();
      if (!demo) return;
      // The row first, so that the lock below holds even for an add-on never switched: a site's
      // processes starting together must not each write the demo content. Only enabled add-ons
      // get here (seedPending, setEnabled), so a new row says enabled.
      await trx
        .insertInto("addons")
        .values({ key: addon.key, enabled: true, version: addon.version })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await trx.selectFrom("addons").select("seeded").where("key", "=", addon.key).forUpdate().executeTakeFirst();
      if (row?.seeded) return;
      await addon.seed?.({
        db: trx,
        random: seededRandom(addon.key.length * 7919),
        createUser: (input) => createUser(trx, input),
        passwordFor: this.demoPasswordFor,
      });
      await trx.updateTable("addons").set({ seeded: true }).where("key", "=", addon.key).execute();
    });
  }
}
