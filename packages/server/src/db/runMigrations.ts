import { sql, type Kysely } from "kysely";
import type { AddonMigration, ServerAddon } from "../addons/defineServerAddon";
import { coreMigration } from "./coreMigration";
import type { CoreTables } from "./CoreTables";

/** The key core migrations are recorded under in the `migrations` table. */
export const CORE_MIGRATION_KEY = "core";

/** One advisory lock for all migrating: two processes starting together run each migration once. */
const LOCK_KEY = 7_344_120_001;

/**
 * Brings the schema up to date: the core migrations, then each add-on's in order. Each migration
 * runs in its own transaction with its `migrations` record, so a failure leaves no trace of it.
 * Records every add-on in the `addons` table (enabled when first seen). Returns what it applied,
 * as "addonKey/name".
 */
export async function runMigrations(db: Kysely<CoreTables>, addons: readonly ServerAddon[]): Promise<string[]> {
  await db.schema
    .createTable("migrations")
    .ifNotExists()
    .addColumn("addonKey", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("dateApplied", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("migrations_pk", ["addonKey", "name"])
    .execute();

  const applied: string[] = [];
  const plan: Array<[string, readonly AddonMigration[]]> = [
    [CORE_MIGRATION_KEY, [coreMigration]],
    ...addons.map((addon): [string, readonly AddonMigration[]] => [addon.key, addon.migrations ?? []]),
  ];
  for (const [addonKey, migrations] of plan) {
    assertUniqueNames(addonKey, migrations);
    for (const migration of migrations) {
      if (await applyOne(db, addonKey, migration)) applied.push(`${addonKey}/${migration.name}`);
    }
  }

  for (const addon of addons) {
    await db
      .insertInto("addons")
      .values({ key: addon.key, enabled: true, version: addon.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ version: addon.version, dateUpdated: sql`now()` }))
      .execute();
  }
  return applied;
}

async function applyOne(db: Kysely<CoreTables>, addonKey: string, migration: AddonMigration): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const done = await trx
      .selectFrom("migrations")
      .select("name")
      .where("addonKey", "=", addonKey)
      .where("name", "=", migration.name)
      .executeTakeFirst();
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
