import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ServerAddon } from "../addons/defineServerAddon";
import { createApp } from "../createApp";
import type { CoreTables } from "../db/CoreTables";
import type { Database } from "../db/openDatabase";
import { runMigrations } from "../db/runMigrations";
import { createTestDatabase } from "./createTestDatabase";

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<CoreTables>;
  database: Database;
  /** Closes the app and the database (dropping a PostgreSQL test database). */
  close(): Promise<void>;
}

/**
 * A migrated test database and an app over it with the given add-ons. Share one per test file.
 * The app is not made ready, so a test may still add routes; `inject` readies it.
 */
export async function createTestApp(
  options: {
    addons?: readonly ServerAddon[];
    trustProxy?: boolean;
    /** Keys of add-ons to leave disabled; every other compatible one is enabled (migrated) for the test. */
    disabled?: readonly string[];
  } = {},
): Promise<TestApp> {
  const addons = options.addons ?? [];
  const database = await createTestDatabase();
  try {
    await runMigrations(database.db, addons);
    const app = await createApp({ db: database.db, addons, ...(options.trustProxy ? { trustProxy: true } : {}) });
    for (const addon of addons) {
      const on = !options.disabled?.includes(addon.key) && !app.quorum.addons.problem(addon.key);
      if (on !== app.quorum.addons.isEnabled(addon.key) && !addon.alwaysOn) await app.quorum.addons.setEnabled(addon.key, on);
    }
    return {
      app,
      db: database.db,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
