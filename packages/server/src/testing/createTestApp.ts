import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ServerAddon } from "../addons/defineServerAddon";
import { createApp } from "../createApp";
import type { CoreTables } from "../db/CoreTables";
import type { Database } from "../db/openDatabase";
import { runMigrations } from "../db/runMigrations";
import type { MailTransport } from "../mail/MailTransport";
import { OutboxTransport } from "../mail/OutboxTransport";
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
    /** The throttles' clock: a fake one lets a test pass a throttle's window without waiting. */
    now?: () => number;
    /** Where the app's emails go: by default an outbox in a temporary folder (never the working directory's). */
    mail?: MailTransport;
    /**
     * Keys of add-ons to leave disabled (with the add-ons requiring them); every other compatible
     * one is enabled (migrated) for the test.
     */
    disabled?: readonly string[];
  } = {},
): Promise<TestApp> {
  const addons = options.addons ?? [];
  const database = await createTestDatabase();
  try {
    await runMigrations(database.db, addons);
    // Every answer is checked against its route's response schema (a mismatch answers 500).
    const app = await createApp({
      db: database.db,
      addons,
      checkResponses: true,
      ...(database.url ? { databaseUrl: database.url } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
      ...(options.now ? { now: options.now } : {}),
      mail: options.mail ?? new OutboxTransport(mkdtempSync(join(tmpdir(), "quorum-test-outbox-"))),
    });
    const registry = app.quorum.addons;
    // Left off: the `disabled` keys, and what requires them (in `installed` order, features first).
    const off = new Set<string>();
    for (const addon of registry.installed) {
      if (options.disabled?.includes(addon.key) || Object.keys(addon.requires ?? {}).some((key) => off.has(key))) off.add(addon.key);
    }
    const wanted = (addon: ServerAddon) => !addon.alwaysOn && !off.has(addon.key);
    // Dependents are switched off before their features, and features on before their dependents.
    for (const addon of [...registry.installed].reverse()) {
      if (!addon.alwaysOn && !wanted(addon) && registry.isEnabled(addon.key)) await registry.setEnabled(addon.key, false);
    }
    for (const addon of registry.installed) {
      if (wanted(addon) && !registry.isEnabled(addon.key) && !registry.problem(addon.key)) await registry.setEnabled(addon.key, true);
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
