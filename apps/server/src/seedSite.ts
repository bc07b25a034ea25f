import { createUser, DEMO_SITE_KEY, orderAddons, seededRandom, type CoreTables, type ServerAddon } from "@quorum/server";
import type { Kysely } from "kysely";
import type { DemoAccount } from "./demoAccounts";

/** Whether the first-start demo content was already written. */
export async function isSeeded(db: Kysely<CoreTables>): Promise<boolean> {
  const row = await db.selectFrom("config").select("key").where("key", "=", DEMO_SITE_KEY).executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs the demo seed of every enabled add-on once, in one transaction, each after the features
 * it requires (Q&A's questions go into the forum's categories), and marks the site as a demo
 * site; an add-on enabled later writes its demo content then (AddonRegistry.setEnabled).
 */
export async function seedSite(db: Kysely<CoreTables>, addons: readonly ServerAddon[], accounts: DemoAccount[]): Promise<void> {
  const passwords = new Map(accounts.map((a) => [a.name, a.password]));
  await db.transaction().execute(async (trx) => {
    const random = seededRandom(20261121);
    const rows = await trx.selectFrom("addons").select(["key", "enabled"]).execute();
    const enabled = new Set(rows.filter((row) => row.enabled).map((row) => row.key));
    for (const addon of orderAddons(addons)) {
      if (!addon.alwaysOn && !enabled.has(addon.key)) continue;
      await addon.seed?.({
        db: trx,
        random,
        createUser: (input) => createUser(trx, input),
        passwordFor: (name) => passwords.get(name) ?? demoPassword(name, random),
      });
      await trx.updateTable("addons").set({ seeded: true }).where("key", "=", addon.key).execute();
    }
    await trx
      .insertInto("config")
      .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
      .execute();
  });
}

/** A password for a demo account beyond admin/moderator/member (not printed; they exist to post). */
export function demoPassword(name: string, random: () => number = Math.random): string {
  return `${name}-${Math.floor(random() * 1e9).toString(36)}`;
}
