import { sql, type Kysely } from "kysely";
import { createUser } from "../auth/createUser";
import type { CoreTables } from "../db/CoreTables";
import { peerCaches, type PeerCache } from "../cache/peerCaches";
import { migrateAddon } from "../db/runMigrations";
import { seededRandom } from "../seed/seededRandom";
import { compatibilityProblem } from "./compatibilityProblem";
import type { HookRef } from "./defineHook";
import type { ServerAddon } from "./defineServerAddon";
import { orderAddons } from "./orderAddons";
import { requirementProblem } from "./requirementProblem";
import { missingClientWidgets } from "../layouts/missingClientWidgets";
import { placementConflicts } from "../layouts/placementConflicts";

/** The config key a demo site (one seeded with demo content at first start) is marked with. */
export const DEMO_SITE_KEY = "site.seeded";

/** Why an add-on could not be switched: the HTTP layer turns these into 404/409 answers. */
export class AddonToggleError extends Error {
  constructor(
    message: string,
    readonly reason: "unknown" | "alwaysOn" | "incompatible" | "required",
  ) {
    super(message);
  }
}

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
  /** Placement conflicts and catalog entries without a client widget, found at start-up (logged by `createApp`). */
  readonly layoutProblems: readonly { addon: string; message: string }[];
  /** The installed add-ons, each after the features it requires (`orderAddons`). */
  readonly installed: readonly ServerAddon[];

  constructor(
    private readonly db: Kysely<CoreTables>,
    installed: readonly ServerAddon[],
    private readonly maxAgeMs = 30_000,
    private readonly onBackgroundError: (error: unknown) => void = () => {},
    /** The password a demo account gets when an add-on's seed creates one after the first start. */
    private readonly demoPasswordFor: (name: string) => string = () => crypto.randomUUID(),
    /**
     * The `$reactComponent` names the installed client halves register (from the server-render
     * bundle); when given, an add-on with a catalog entry none of them renders is refused.
     */
    clientWidgets?: ReadonlySet<string>,
  ) {
    this.installed = orderAddons(installed);
    const keys = new Set<string>();
    for (const addon of this.installed) {
      if (keys.has(addon.key)) throw new Error(`Two add-ons share the key "${addon.key}".`);
      keys.add(addon.key);
      // Missing or out-of-range features are known now; a disabled one is asked about in `problem`.
      const problem = compatibilityProblem(addon) ?? requirementProblem(addon, this.installed, () => true);
      if (problem) this.problems.set(addon.key, problem);
    }
    // Layout problems are the add-on's, shown on the dashboard; never a silent last-wins or an empty box.
    this.layoutProblems = [...placementConflicts(this.installed), ...(clientWidgets ? missingClientWidgets(this.installed, clientWidgets) : [])];
    for (const { addon, message } of this.layoutProblems) {
      if (this.get(addon)?.alwaysOn) throw new Error(message);
      if (!this.problems.has(addon)) this.problems.set(addon, message);
    }
    peerCaches.track(this);
  }

  /**
   * Reads the enabled flags. An add-on with no row yet counts as enabled when it is always on or
   * enabled by default; an add-on made for another core version, or whose required features are
   * not all enabled, never counts as enabled.
   */
  async load(): Promise<void> {
    const rows = await this.db.selectFrom("addons").select(["key", "enabled"]).execute();
    const flags = new Map(rows.map((r) => [r.key, r.enabled]));
    this.apply((addon) => addon.alwaysOn === true || (flags.get(addon.key) ?? addon.enabledByDefault === true));
  }

  /**
   * Why the add-on cannot run (shown to site managers), or undefined: made for another core, or a
   * feature it requires is missing, out of range or disabled.
   */
  problem(key: string): string | undefined {
    const fixed = this.problems.get(key);
    if (fixed) return fixed;
    const addon = this.get(key);
    return (addon && requirementProblem(addon, this.installed, (feature) => this.isEnabled(feature))) ?? undefined;
  }

  /** Why the add-on can never run on this site as installed (its code is not even loaded), or undefined. */
  refusal(key: string): string | undefined {
    return this.problems.get(key);
  }

  /** What the enabled add-ons contribute to one extension point, in `installed` order. */
  hooks<T>(hook: HookRef<T>): readonly T[] {
    this.refreshIfStale();
    let values = this.hookCache.get(hook.id);
    if (!values) {
      values = this.enabledList.flatMap((addon) => (addon.extend ?? []).filter((entry) => entry.hook.id === hook.id).map((entry) => entry.value));
      this.hookCache.set(hook.id, values);
    }
    // Entries are made by `hook.with`, so an entry with this id holds a T.
    return values as T[];
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
   * site, writes its demo content once; then its flag and its `onEnable` commit as one (one that
   * throws leaves it off). Refused (AddonToggleError) for unknown keys, for switching
   * an always-on add-on off, for add-ons made for another core version or missing a required
   * feature, and for switching off a feature an enabled add-on requires.
   */
  async setEnabled(key: string, enabled: boolean): Promise<void> {
    const addon = this.get(key);
    if (!addon) throw new AddonToggleError(`No add-on "${key}" is installed.`, "unknown");
    if (addon.alwaysOn && !enabled) throw new AddonToggleError(`${addon.name} is always on.`, "alwaysOn");
    const problem = this.problem(key);
    if (problem && enabled) throw new AddonToggleError(problem, "incompatible");
    const dependent = enabled ? undefined : this.enabled().find((other) => other.requires?.[key] !== undefined);
    if (dependent) throw new AddonToggleError(`${dependent.name} requires ${addon.name}. Disable ${dependent.name} first.`, "required");
    const wasOn = this.enabledKeys.has(key);
    if (enabled) {
      await migrateAddon(this.db, addon);
      await this.seedIfDemo(addon);
    }
    const before = this.enabledKeys;
    const next = new Set(before);
    if (enabled) next.add(key);
    else next.delete(key);
    // On in this process first, so `onEnable` runs with the add-on on, as documented; the flag and
    // what `onEnable` writes commit together, and if either fails the add-on is off again here and
    // nothing of the switch was written.
    this.apply((a) => next.has(a.key));
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("addons")
          .values({ key, enabled, version: addon.version })
          .onConflict((oc) => oc.column("key").doUpdateSet({ enabled, dateUpdated: sql`now()` }))
          .execute();
        // Switched on (not merely asked again): what waited while it was off, now that it runs.
        if (enabled && !wasOn) await addon.onEnable?.({ db: trx });
      });
    } catch (error) {
      this.apply((a) => before.has(a.key));
      throw error;
    }
    // Again: a background re-read of the flags may have run before the commit and undone it.
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

  /**
   * Sets the enabled list from the flags: in `installed` order, so a feature's answer is known
   * before the add-ons requiring it are asked, which run only with every requirement running.
   */
  private apply(isOn: (addon: ServerAddon) => boolean): void {
    const running = new Set<string>();
    const next = this.installed.filter((addon) => {
      const on = !this.problems.has(addon.key) && isOn(addon) && requirementProblem(addon, this.installed, (key) => running.has(key)) === null;
      if (on) running.add(addon.key);
      return on;
    });
    this.loadedAt = Date.now();
    if (next.length === this.enabledList.length && next.every((addon, i) => addon === this.enabledList[i])) return;
    // A new array only on change: callers may memoize on its identity.
    this.enabledList = next;
    this.enabledKeys = new Set(next.map((a) => a.key));
    this.hookCache = new Map();
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
