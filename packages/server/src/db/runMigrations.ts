import { sql, type Kysely } from "kysely";
import type { AddonMigration, ServerAddon } from "../addons/defineServerAddon";
import { compatibilityProblem } from "../addons/compatibilityProblem";
import { orderAddons } from "../addons/orderAddons";
import { requirementProblem } from "../addons/requirementProblem";
import { grantDefaultPermissions } from "../permissions/grantDefaultPermissions";
import { coreMigration } from "./coreMigration";
import { coreMigration0002 } from "./coreMigration0002";
import { coreMigration0003 } from "./coreMigration0003";
import { coreMigration0004 } from "./coreMigration0004";
import { coreMigration0005 } from "./coreMigration0005";
import { coreMigration0007 } from "./coreMigration0007";
import type { CoreTables } from "./CoreTables";

/** The key core migrations are recorded under in the `migrations` table. */
const CORE_MIGRATION_KEY = "core";

/** One advisory lock for all migrating: two processes starting together run each migration once. */
const LOCK_KEY = 7_344_120_001;

/**
 * Brings the schema up to date: the core migrations, then the migrations of every enabled add-on,
 * each after the features it requires (`orderAddons`; a disabled add-on's run when a site manager
 * enables it: `migrateAddon`). Each
 * migration runs in its own transaction with its `migrations` record, so a failure leaves no trace
 * of it. Records add-ons seen for the first time in the `addons` table: enabled when always on or
 * enabled by default, compatible with this core and with its requirements met, disabled otherwise.
 * Enabled add-ons' declared permissions get their default grants. Returns what it applied,
 * as "addonKey/name".
 */
export async function runMigrations(db: Kysely<CoreTables>, installed: readonly ServerAddon[]): Promise<string[]> {
  const addons = orderAddons(installed);
  await db.schema
    .createTable("migrations")
    .ifNotExists()
    .addColumn("addonKey", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("dateApplied", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("migrations_pk", ["addonKey", "name"])
    .execute();

  const applied = await applyAll(db, CORE_MIGRATION_KEY, [
    coreMigration,
    coreMigration0002,
    coreMigration0003,
    coreMigration0004,
    coreMigration0005,
    coreMigration0007,
  ]);
  for (const addon of addons) assertUniqueNames(addon.key, addon.migrations ?? []);

  const rows = await db.selectFrom("addons").select(["key", "enabled"]).execute();
  const enabled = new Map(rows.map((row) => [row.key, row.enabled]));
  // Whether an add-on runs: features come first in this order, so their answer is final by then.
  const running = new Set<string>();
  for (const addon of addons) {
    const compatible = compatibilityProblem(addon) === null && requirementProblem(addon, addons, (key) => running.has(key)) === null;
    if (!enabled.has(addon.key)) enabled.set(addon.key, compatible && (addon.alwaysOn === true || addon.enabledByDefault === true));
    // A disabled or refused add-on's schema waits until it is enabled.
    if (compatible && (addon.alwaysOn || enabled.get(addon.key))) {
      running.add(addon.key);
      applied.push(...(await migrateAddon(db, addon)));
    }
    await db
      .insertInto("addons")
      .values({ key: addon.key, enabled: enabled.get(addon.key) ?? false, version: addon.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ version: addon.version, dateUpdated: sql`now()` }))
      .execute();
  }
  return applied;
}

/**
 * Applies the add-on's migrations not yet applied, then grants its declared permissions' defaults
 * (once per site); returns the migrations applied as "addonKey/name".
 */
export async function migrateAddon(db: Kysely<CoreTables>, addon: ServerAddon): Promise<string[]> {
  assertUniqueNames(addon.key, addon.migrations ?? []);
  const applied = await applyAll(db, addon.key, addon.migrations ?? []);
  await grantDefaultPermissions(db, addon.permissions ?? []);
  return applied;
}

async function applyAll(db: Kysely<CoreTables>, addonKey: string, migrations: readonly AddonMigration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    if (await applyOne(db, addonKey, migration)) applied.push(`${addonKey}/${migration.name}`);
  }
  return applied;
}

async function applyOne(db: Kysely<CoreTables>, addonKey: string, migration: AddonMigration): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const done = await trx.selectFrom("migrations").select("name").where("addonKey", "=", addonKey).where("name", "=", migration.name).executeTakeFirst();
    if (done) return false;
    try {
      await migration.up(trx);
    } catch (error) {
      throw new Error(`Migration ${addonKey}/${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    await trx.insertInto("migrations").values({ addonKey, name: migration.name }).execute();
    return true;
  });
}

function assertUniqueNames(addonKey: string, migrations: readonly AddonMigration[]): void {
  const seen = new Set<string>();
  for (const { name } of migrations) {
    if (seen.has(name)) throw new Error(`Add-on ${addonKey} lists migration ${name} twice.`);
    seen.add(name);
  }
}
